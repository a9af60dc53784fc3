import { DASHBOARD_MESSAGES } from '@staffpay/schema/dashboards/dashboard.schemas';
import { SCREEN_MESSAGES } from '@staffpay/schema/dashboards/screen.schemas';
import { pluralRu } from '@/shared/format/plural';

/** Texts of the public dashboard: the original's, and ours where it had none (docs/architecture.md). */
export const SHARED_DASHBOARD = {
  public: 'Публичный',
  live: 'Обновляется',
  liveUp: 'Изменения показываются сразу',
  liveDown: 'Нет соединения: данные обновляются раз в несколько секунд',
  updatedAt: (time: string) => `Обновлено в ${time}`,
  offlineSince: (time: string) => `Нет связи с ${time}`,
  serviceLogo: 'Логотип сервиса',

  totalProfit: 'Общая прибыль',
  employees: (count: number) => `${count} ${pluralRu(count, ['сотрудник', 'сотрудника', 'сотрудников'])}`,
  best: 'Лучший сотрудник',
  perMonth: 'за месяц',
  baseRate: 'Базовая ставка',
  teamBonuses: 'Командные бонусы',
  autoAccruals: 'автоначисления',
  advances: 'Авансы',
  issued: 'выдано',
  amountDue: 'К доплате',
  payoutsMinusAdvances: 'выплаты минус авансы',
  activeEmployees: 'Активные сотрудники',
  ofTotal: (total: number) => `из ${total}`,

  thresholds: 'Прогресс по порогам',
  ofThreshold: (current: string, threshold: string) => `${current} из ${threshold}`,
  projected: (percent: number) => `Прогноз на конец месяца: ${percent}%`,

  allDepartments: 'Все отделы',
  rotate: 'Автосмена отделов',

  noEmployees: 'Нет сотрудников',
  noEmployeesInDepartment: 'В выбранном отделе нет сотрудников',
  orders: 'Заказы',
  profit: 'Прибыль',
  averageCheck: 'Ср. чек',
  total: 'Итого',
  rank: (rank: number) => `№ ${rank}`,
  rankTitle: 'Место по прибыли',
  moreRules: (count: number) => `+${count} еще`,
  manualBonuses: 'Бонусы',
  manualPenalties: 'Штрафы',

  unavailable: 'Дашборд недоступен',
  paused: SCREEN_MESSAGES.paused,
  expired: SCREEN_MESSAGES.expired,
  network: SCREEN_MESSAGES.network,
  notFound: DASHBOARD_MESSAGES.notFound,
  loadError: 'Ошибка загрузки дашборда',
} as const;
