import { describe, expect, it } from 'vitest';
import { analysisPrompt } from './analysis-prompt';
import { employeeDataText } from './employee-data';
import { isPublicAddress } from '../../shared/net/endpoint-guard';

const profile = {
  id: 1,
  firstName: 'Анна',
  lastName: 'Ким',
  position: 'Кассир',
  employmentType: 'remote' as const,
  hasFlexibleSchedule: false,
  workStartTime: '09:00',
  workEndTime: '18:00',
  startWorkDate: '2024-03-01',
  departments: ['Продажи', 'Склад'],
  branches: ['Центр'],
  workExperience: null,
  skillsCompetencies: 'Excel',
  certificates: null,
  foreignLanguages: 'English B2',
  education: null,
  previousWorkExperience: null,
  strengths: 'Внимательность',
  weaknesses: null,
};

describe('the employee data of an analysis', () => {
  it('lists the work data it has and leaves out what is empty', () => {
    const text = employeeDataText(profile, [], 'KGS');
    expect(text).toBe(
      [
        'Сотрудник: Анна Ким',
        'Должность: Кассир',
        'Отделы: Продажи, Склад',
        'Филиалы: Центр',
        'Тип занятости: Удалённо',
        'График: 09:00–18:00',
        'Работает с: 2024-03-01',
        'Навыки и компетенции: Excel',
        'Иностранные языки: English B2',
        'Сильные стороны: Внимательность',
      ].join('\n'),
    );
  });

  it('adds the months’ figures the caller may see, and no line for a month with none', () => {
    const text = employeeDataText(
      profile,
      [
        { month: '2026-10', ordersCount: '12', profit: '50000.00' },
        { month: '2026-11', bonuses: '1500.00', penalties: '0.00', totalSalary: '31500.00' },
        { month: '2026-09' },
      ],
      'KGS',
    );
    expect(text).toContain(
      'Показатели по месяцам:\n- 2026-10: заказов 12 прибыль 50000.00 KGS\n- 2026-11: бонусы 1500.00 KGS штрафы 0.00 KGS начислено 31500.00 KGS',
    );
    expect(text).not.toContain('2026-09');
  });
});

describe('the analysis prompt', () => {
  it('puts the data in place of every {employeeData}', () => {
    expect(analysisPrompt('A {employeeData} B {employeeData}', 'X')).toBe('A X B X');
  });
  it('appends the data to a prompt without the placeholder, and has a Russian default', () => {
    expect(analysisPrompt('Оцени', 'X')).toBe('Оцени\n\nX');
    const byDefault = analysisPrompt(null, 'ДАННЫЕ');
    expect(byDefault).toContain('HR-аналитик');
    expect(byDefault.endsWith('ДАННЫЕ')).toBe(true);
  });
});

describe('the endpoint guard', () => {
  it('allows public unicast addresses only', () => {
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
