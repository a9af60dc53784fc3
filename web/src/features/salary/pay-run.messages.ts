import { monthLabel } from '@/shared/format/months';

/** The pay run panel's Russian texts (the stage labels are the contract's PAY_RUN_STAGE_LABELS). */
export const PAY_RUN = {
  title: (period: string) => `Расчёт за ${monthLabel(period).toLowerCase()}`,
  submit: 'Отправить на проверку',
  approve: 'Утвердить',
  return: 'Вернуть',
  submitted: 'Месяц отправлен на проверку',
  approved: 'Месяц утверждён и зафиксирован',
  returned: 'Месяц возвращён на доработку',
  submitFailed: 'Не удалось отправить месяц на проверку',
  approveFailed: 'Не удалось утвердить месяц',
  returnFailed: 'Не удалось вернуть месяц',
  sentBy: (name: string, when: string) => `Отправил(а) ${name || 'неизвестный'} · ${when}`,
  decidedBy: (approved: boolean, name: string, when: string) =>
    `${approved ? 'Утвердил(а)' : 'Вернул(а)'} ${name || 'неизвестный'} · ${when}`,
  returnReason: 'Причина возврата',
  frozen: 'Пока месяц на проверке, записи за него нельзя изменить',
  fixedCount: (fixed: number, all: number) => `Зафиксировано сотрудников: ${fixed} из ${all}`,
  returnTitle: 'Вернуть месяц на доработку',
  reasonLabel: 'Причина возврата',
  reasonPlaceholder: 'Что нужно исправить',
  reasonRequired: 'Укажите причину возврата',
  cancel: 'Отмена',
  loadError: 'Не удалось загрузить состояние месяца',
  checkTitle: 'Проверка перед закрытием',
  shareLabel: 'Порог изменения, %',
  comparedWith: (month: string | null) =>
    month
      ? `Сравнение с последним зафиксированным месяцем: ${monthLabel(month).toLowerCase()}`
      : 'Зафиксированных месяцев раньше нет: сравнивать не с чем',
  none: 'Замечаний нет',
  checkError: 'Не удалось выполнить проверку',
} as const;
