/**
 * The data protection screen's and calls' texts: the original's, and ours where it had none (the
 * restore is ours; docs/architecture.md).
 */
export const PROTECTION_MESSAGES = {
  title: 'Защита данных',
  healthFailed: 'Не удалось получить данные о состоянии базы данных',
  integrityFailed: 'Не удалось получить данные о целостности',
  healthy: 'Работает нормально',
  warning: 'Есть предупреждения',
  error: 'Ошибка',
  integrityValid: 'Нарушений не найдено',
  backupFailed: 'Не удалось создать резервную копию',
  backupDone: 'Резервная копия скачана',
  restoreDone: 'Данные восстановлены',
  // Restore refusals: the file is checked against its version before anything is written.
  notJson: 'Файл резервной копии повреждён или обрезан: это не JSON',
  foreignFile: 'Это не резервная копия компании StaffPay',
  newerVersion: (version: number, supported: number) =>
    `Файл создан более новой версией программы (версия формата ${version}, поддерживается ${supported}). Обновите приложение`,
  damaged: (where: string, what: string) => `Файл резервной копии повреждён: ${where} — ${what}`,
  danglingReference: (where: string, id: number | string) =>
    `Файл резервной копии повреждён: ${where} ссылается на запись ${id}, которой нет в файле`,
  duplicateId: (section: string, id: number | string) =>
    `Файл резервной копии повреждён: в разделе ${section} запись ${id} встречается дважды`,
  misplaced: (where: string) =>
    `Файл резервной копии повреждён: раздел ${where} не на своём месте (разделы идут в порядке, в котором их пишет резервная копия)`,
  uploadCut: 'Загрузка файла резервной копии прервалась. Отправьте файл ещё раз',
  tooManyRestores: (minutes: number) =>
    `Слишком много восстановлений из резервной копии. Повторите через ${minutes} мин.`,
  badImage: 'Файл резервной копии повреждён: изображение не распознано или слишком велико',
  badMode: 'Укажите режим восстановления: new или replace',
  ownerOnly: 'Заменить данные компании может только её владелец',
  confirmMismatch: 'Введённое название не совпадает с названием компании',
  restoreFailed: 'Не удалось восстановить данные',
  targetMismatch: 'Режим или компания в адресе запроса не совпадают с указанными в теле',
  backupRunning: 'Резервная копия этой компании уже создаётся. Дождитесь окончания загрузки',
  // Health: why the status is not healthy.
  databaseDown: 'Нет соединения с базой данных',
  slowConnection: (ms: number) => `База данных отвечает медленно: ${ms} мс`,
  pendingMigrations: (n: number) => `Не применены миграции базы данных: ${n}`,
  redisDown: 'Нет соединения с Redis: изменения не доходят до других экранов и серверов',
} as const;

/** A database round trip slower than this makes the health a warning. */
export const SLOW_CONNECTION_MS = 500;

/** What the screen lists as the measures that protect a company's data. */
export const PROTECTION_MEASURES = [
  'Каждая компания видит только свои данные: каждый запрос проверяет участие в компании',
  'Права ролей проверяет сервер: скрытые поля не покидают его',
  'Пароли хранятся только в виде хеша, сессии — в HttpOnly-куки',
  'Изменения пишутся в транзакциях и попадают в журнал изменений',
  'Суммы хранятся как десятичные числа, без ошибок округления',
  'Зафиксированные периоды защищены от изменений',
  'Резервная копия компании скачивается одним файлом и восстанавливается целиком',
] as const;
