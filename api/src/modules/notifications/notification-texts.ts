import { dayText } from '../../shared/day-text';
import { COMPANY_SETTINGS, type CompanySetting } from '../companies';

/**
 * The Russian messages of notifications (the titles are the contract's NOTIFICATION_TITLES).
 * Money is written as the company's currency in ru-RU, from the decimal string, never a float.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: string, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('ru-RU', { style: 'currency', currency, minimumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(currency, format);
  }
  // Intl formats a decimal string exactly; its narrow spaces become plain ones, as the rest of the app writes them.
  return format.format(amount as unknown as number).replace(/[\u00a0\u202f]/g, ' ');
}

/** «1 день», «2 дня», «5 дней». */
export function daysText(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const word = tens >= 11 && tens <= 14 ? 'дней' : ones === 1 ? 'день' : ones >= 2 && ones <= 4 ? 'дня' : 'дней';
  return `${n} ${word}`;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A ledger record's news; without the amount for a recipient whose role hides it (null). */
export const ledgerMessage = (name: string, amount: string | null, currency: string, reason: string) =>
  amount === null ? `${name}: ${reason}` : `${name}: ${formatMoney(amount, currency)} — ${reason}`;

/** A fixed month's news; without the amount due for a recipient whose role hides it (null). */
export const salaryMessage = (name: string, from: string, to: string, amountDue: string | null, currency: string) =>
  `${name}: ${dayText(from)}–${dayText(to)}` +
  (amountDue === null ? '' : `, к выплате ${formatMoney(amountDue, currency)}`);

export const birthdayTodayMessage = (name: string) => `${name} сегодня празднует день рождения`;

export const birthdayUpcomingMessage = (name: string, date: string, daysUntil: number) =>
  `${name}: день рождения ${dayText(date)}, через ${daysText(daysUntil)}`;

/** What a company settings change is called in its system notification, in the settings screen's order. */
export const COMPANY_SETTING_LABELS: Record<CompanySetting, string> = {
  name: 'название',
  description: 'описание',
  language: 'язык',
  timezone: 'часовой пояс',
  currency: 'валюта',
  logo: 'логотип',
  showBirthdaysOnDashboard: 'дни рождения на дашборде',
  birthdayNotificationDays: 'дни до напоминания о дне рождения',
};

export const companySettingsMessage = (company: string, changed: CompanySetting[]) =>
  `Настройки компании «${company}» изменены: ${[...changed]
    .sort((a, b) => COMPANY_SETTINGS.indexOf(a) - COMPANY_SETTINGS.indexOf(b))
    .map((k) => COMPANY_SETTING_LABELS[k])
    .join(', ')}`;

const MONTHS = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «ноябрь 2026 г.» of 'YYYY-MM'. */
export const monthText = (period: string) => MONTHS.format(new Date(`${period}-01T00:00:00Z`));

/** A pay run's step, naming the month and who took it (and a return's reason). */
export const payRunMessage = (
  step: 'submitted' | 'approved' | 'returned',
  period: string,
  who: string,
  reason: string | null,
) => {
  const month = monthText(period);
  if (step === 'submitted') return `${who || 'Сотрудник'} отправил(а) на проверку расчёт за ${month}`;
  if (step === 'approved') return `Расчёт за ${month} утверждён${who ? `: ${who}` : ''}`;
  return `Расчёт за ${month} возвращён${who ? ` (${who})` : ''}: ${reason ?? ''}`;
};
