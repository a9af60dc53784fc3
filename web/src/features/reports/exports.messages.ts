/** Texts of the reports screen's export for accounting systems (machine-readable files). */
export const EXPORTS = {
  title: 'Выгрузка для учётных систем',
  hint: 'Файлы JSON Lines или CSV с английскими ключами, как в API: для 1С, BI и бухгалтерии. Готовые выгрузки хранятся 7 дней.',
  types: 'Данные',
  format: 'Формат',
  month: 'Месяц',
  request: 'Запросить выгрузку',
  requested: 'Выгрузка поставлена в очередь',
  requestFailed: 'Не удалось запросить выгрузку',
  noTypes: 'Выберите хотя бы один тип данных',
  loadError: 'Не удалось загрузить выгрузки',
  none: 'Выгрузок пока нет',
  period: (from: string, to: string) => `${from} — ${to}`,
  rows: (n: number) =>
    `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'запись' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'записи' : 'записей'}`,
  download: 'Скачать',
} as const;
