/** The chart frame's texts. */
export const CHARTS = {
  table: 'Таблица',
  menu: 'Экспорт графика',
  png: 'Скачать PNG',
  csv: 'Скачать CSV',
  empty: 'Нет данных для графика',
  loadError: 'Не удалось загрузить график',
  pngError: 'Не удалось сохранить изображение',
} as const;
