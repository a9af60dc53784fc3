import { EMPLOYMENT_TYPE_LABELS } from '@staffpay/schema/staff/staff.enums';
import type { WorkProfile } from '../staff';

/** One month of the employee's figures, as far as the caller may see them. */
export interface MonthFigures {
  month: string;
  ordersCount?: string;
  profit?: string;
  bonuses?: string;
  penalties?: string;
  totalSalary?: string;
}

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);

/**
 * The text that replaces {employeeData}: work data only. Contact and identity data (e-mail,
 * phone, birth date, photo) are not in the profile at all, so they cannot reach the provider.
 */
export function employeeDataText(p: WorkProfile, months: MonthFigures[], currency: string): string {
  const schedule = p.hasFlexibleSchedule
    ? 'гибкий'
    : p.workStartTime && p.workEndTime
      ? `${p.workStartTime}–${p.workEndTime}`
      : null;
  const lines = [
    line('Сотрудник', `${p.firstName} ${p.lastName}`),
    line('Должность', p.position),
    line('Отделы', p.departments.join(', ')),
    line('Филиалы', p.branches.join(', ')),
    line('Тип занятости', EMPLOYMENT_TYPE_LABELS[p.employmentType]),
    line('График', schedule),
    line('Работает с', p.startWorkDate),
    line('Опыт работы', p.workExperience),
    line('Навыки и компетенции', p.skillsCompetencies),
    line('Сертификаты', p.certificates),
    line('Иностранные языки', p.foreignLanguages),
    line('Образование', p.education),
    line('Предыдущий опыт', p.previousWorkExperience),
    line('Сильные стороны', p.strengths),
    line('Зоны роста', p.weaknesses),
  ];
  const figures = months.map((m) =>
    [
      `${m.month}:`,
      m.ordersCount !== undefined ? `заказов ${m.ordersCount}` : null,
      m.profit !== undefined ? `прибыль ${m.profit} ${currency}` : null,
      m.bonuses !== undefined ? `бонусы ${m.bonuses} ${currency}` : null,
      m.penalties !== undefined ? `штрафы ${m.penalties} ${currency}` : null,
      m.totalSalary !== undefined ? `начислено ${m.totalSalary} ${currency}` : null,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const shown = figures.filter((f) => f.includes(' '));
  if (shown.length > 0) lines.push(`Показатели по месяцам:\n${shown.map((f) => `- ${f}`).join('\n')}`);
  return lines.filter(Boolean).join('\n');
}
