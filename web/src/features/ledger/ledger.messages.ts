import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import { pluralRu } from '@/shared/format/plural';

/**
 * Texts of the bonuses-and-penalties screen and its dialogs: the original's, and ours where it had
 * none (docs/architecture.md).
 */
export const LEDGER = {
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть бонусы и штрафы.',
  count: (n: number) => `${n} ${pluralRu(n, ['запись', 'записи', 'записей'])}`,
  loadError: 'Не удалось загрузить записи',
  retry: 'Повторить',
  empty: 'Записей за этот месяц нет',
  emptyFiltered: 'Нет записей по заданным фильтрам',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,
  showMore: 'Показать еще',

  addBonusPenalty: 'Бонус или штраф',
  addAdvance: 'Выдать аванс',
  addPiecework: 'Сдельная выплата',

  search: 'Поиск',
  searchPlaceholder: 'Сотрудник или причина',
  type: 'Тип',
  allTypes: 'Все типы',
  period: 'Месяц',
  clear: 'Сбросить',

  /** The summary's figure of each type (its test id names it for the tests). */
  totals: {
    bonus: { label: 'Бонусы', testId: 'total-bonuses' },
    penalty: { label: 'Штрафы', testId: 'total-penalties' },
    advance: { label: 'Авансы', testId: 'total-advances' },
    piecework: { label: 'Сдельные выплаты', testId: 'total-piecework' },
  } satisfies Record<LedgerType, { label: string; testId: string }>,
  netTotal: 'Итого: бонусы − штрафы − авансы',

  colEmployee: 'Сотрудник',
  colType: 'Тип',
  colAmount: 'Сумма',
  colReason: 'Причина',
  colQuantity: 'Кол-во',
  colDate: 'Дата',
  colActions: 'Действия',
  editOf: (name: string) => `Изменить запись: ${name}`,
  deleteOf: (name: string) => `Удалить запись: ${name}`,

  deleteTitle: 'Удалить запись?',
  deleteText: (name: string) => `Запись сотрудника ${name} будет удалена, расчет зарплаты изменится.`,
  deleteConfirm: 'Удалить',
  cancel: 'Отмена',

  historyEmpty: 'История операций пуста',
  historyError: 'Не удалось загрузить историю операций',
  quantity: (n: number) => `Количество: ${n}`,

  successTitle: 'Успешно',
  deleted: 'Запись удалена',
  deleteFailed: 'Не удалось удалить запись',
} as const;

/** The record dialog's texts. */
export const LEDGER_FORM = {
  titleBonusPenalty: 'Бонус или штраф',
  titleAdvance: 'Аванс',
  titlePiecework: 'Сдельная выплата',
  titleCreate: 'Новая запись',
  titleEdit: 'Изменение записи',
  employee: 'Сотрудник',
  employeePlaceholder: 'Начните вводить имя',
  nothingFound: 'Никого не найдено',
  moreEmployees: (n: number) => `И еще ${n}: уточните поиск`,
  employeesFailed: 'Не удалось загрузить сотрудников',
  type: 'Тип',
  amount: 'Сумма',
  rate: 'Ставка за единицу',
  rateUnknown: (total: string) =>
    `Сумма записи ${total} не делится на количество без остатка: укажите ставку за единицу`,
  quantity: 'Количество',
  total: 'Итого к начислению',
  reason: 'Причина',
  comment: 'Комментарий',
  date: 'Дата',
  dateHint: 'Пусто — сегодня',
  save: 'Сохранить',
  create: 'Добавить',
  cancel: 'Отмена',
} as const;

/** Corrections after approval (issue 34): a record of a fixed period is corrected in the next open month. */
export const LEDGER_CORRECTION = {
  badge: (date: string) => `Исправление записи от ${date}`,
  action: 'Исправить',
  actionOf: (name: string) => `Исправить запись: ${name}`,
  title: 'Исправление записи',
  explain: 'Будет проведено в ближайшем открытом месяце',
  original: (date: string, amount: string) => `Исходная запись от ${date}: ${amount}`,
  save: 'Провести исправление',
  saved: 'Исправление проведено',
  failed: 'Не удалось провести исправление',
} as const;
