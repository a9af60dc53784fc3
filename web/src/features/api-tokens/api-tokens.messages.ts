/** The API tab's texts (the contract's API_TOKEN_MESSAGES hold the rules' and the outcomes' own). */
export const API_TOKENS = {
  title: 'Токены API',
  hint: 'Токен даёт интеграции доступ к данным компании с выбранными разрешениями и не шире роли того, кто его создал. Передавайте его в заголовке Authorization: Bearer <токен>.',
  loadError: 'Не удалось загрузить токены',
  retry: 'Повторить',
  empty: 'Токенов пока нет',

  create: 'Создать токен',
  createTitle: 'Новый токен API',
  createdTitle: 'Токен создан',
  name: 'Название',
  namePlaceholder: 'Например, 1С: выгрузка сотрудников',
  scopes: 'Разрешения',
  expiresAt: 'Действует до',
  expiresHint: 'Включительно; пусто — бессрочно',
  submit: 'Создать',
  cancel: 'Отмена',
  createFailed: 'Не удалось создать токен',
  secret: 'Токен',
  copy: 'Копировать',
  copied: 'Скопировано',
  done: 'Готово',

  columns: {
    name: 'Название',
    scopes: 'Разрешения',
    createdBy: 'Создал',
    createdAt: 'Создан',
    expiresAt: 'Истекает',
    lastUsedAt: 'Использован',
  },
  never: '—',
  noExpiry: 'Бессрочно',
  expired: 'Истёк',

  revoke: 'Отозвать',
  revokeLabel: (name: string) => `Отозвать токен «${name}»`,
  revokeTitle: 'Отозвать токен?',
  revokeText: (name: string) =>
    `Токен «${name}» перестанет работать сразу: интеграции, которые им пользуются, получат отказ. Отменить это нельзя.`,
  revokeFailed: 'Не удалось отозвать токен',
} as const;
