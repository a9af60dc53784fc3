import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';

/** Texts of the data protection screen and the settings' backups tab beyond the contract's PROTECTION_MESSAGES. */
export const PROTECTION = {
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть состояние ее данных и скачать резервную копию.',
  noAccess: 'Состояние базы данных и целостность данных видят роли с правом «Защита данных».',

  health: 'Состояние базы данных',
  status: {
    healthy: PROTECTION_MESSAGES.healthy,
    warning: PROTECTION_MESSAGES.warning,
    error: PROTECTION_MESSAGES.error,
  } as Record<string, string>,
  connection: 'Соединение',
  connectionStates: {
    connected: 'Подключена',
    slow: 'Отвечает медленно',
    disconnected: 'Нет соединения',
  } as Record<string, string>,
  latency: 'Задержка',
  latencyMs: (ms: number) => `${ms} мс`,
  employees: 'Сотрудников',
  indexes: 'Индексов',
  triggers: 'Триггеров',
  pendingMigrations: 'Неприменённых миграций',
  events: 'Обновления в реальном времени',
  eventStates: {
    connected: 'Доходят до всех серверов',
    disconnected: 'Не доходят до других серверов',
    'in-process': 'Один сервер',
  } as Record<string, string>,
  checkedAt: 'Проверено',
  unknown: '—',

  integrity: 'Целостность данных',
  integrityIssues: (n: number) => `Найдено нарушений: ${n}`,
  checkedCount: 'Проверено записей',

  measures: 'Меры защиты',

  backup: 'Резервная копия',
  backupHint: 'Все данные компании одним файлом JSON: сотрудники, структура, шаблоны, начисления, дашборды и роли.',
  backupButton: 'Скачать резервную копию',
  backupNoAccess: 'Скачивать резервную копию могут роли с правом «Резервные копии».',

  restore: 'Восстановление из резервной копии',
  restoreHint:
    'Выберите файл резервной копии: перед восстановлением вы увидите, что в нем. Как новую компанию восстановить может любой пользователь; заменить данные компании — только ее владелец.',
  file: 'Файл резервной копии',
  filePlaceholder: 'Выберите файл .json',
  readFailed: 'Не удалось прочитать файл',
  preview: 'Содержимое файла',
  previewCompany: 'Компания',
  previewDate: 'Дата резервной копии',
  restoreNew: 'Восстановить как новую компанию',
  replace: 'Заменить данные компании',
  openRestored: 'Перейти к компании',

  replaceTitle: 'Заменить данные компании?',
  replaceText: (name: string) =>
    `Все данные компании «${name}» будут заменены данными из файла. Отменить это нельзя. Чтобы подтвердить, введите название компании.`,
  replaceLabel: 'Название компании',
  cancel: 'Отмена',
} as const;
