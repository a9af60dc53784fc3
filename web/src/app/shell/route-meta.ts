/** The shell's page titles and the side menu's groups. */

export interface Heading {
  title: string;
  subtitle?: string;
}

export const DASHBOARD_TITLE = 'Панель управления';

export const ROUTE_HEADINGS: Record<string, Heading> = {
  '/employees': { title: 'Управление сотрудниками', subtitle: 'Добавление, редактирование и управление персоналом' },
  '/departments': { title: 'Управление отделами', subtitle: 'Структура компании' },
  '/branches': { title: 'Управление филиалами', subtitle: 'Распределение по офисам' },
  '/salary': { title: 'Расчет KPI/зарплаты', subtitle: 'Зарплаты и типы выплат' },
  '/rule-templates': { title: 'Шаблоны правил', subtitle: 'Шаблоны зарплат, бонусов и штрафов' },
  '/salary-templates': { title: 'Шаблоны зарплатных правил', subtitle: 'Шаблоны расчета зарплаты' },
  '/bonuses': { title: 'Бонусы и штрафы' },
  '/reports': { title: 'Отчеты' },
  '/roles': { title: 'Управление ролями' },
  '/notifications': { title: 'Уведомления' },
  '/companies': { title: 'Управление компаниями' },
  '/custom-dashboards': { title: 'Пользовательские дашборды' },
  '/data-protection': { title: 'Защита данных', subtitle: 'Мониторинг целостности и резервное копирование' },
  '/settings': { title: 'Настройки' },
};

/** Title and subtitle of the header for a path; any other path is the dashboard with the company name. */
export function pageHeading(pathname: string, companyName: string | null | undefined): Heading {
  const first = '/' + (pathname.split('/')[1] ?? '');
  const known = ROUTE_HEADINGS[first];
  if (known) return known;
  return { title: DASHBOARD_TITLE, subtitle: companyName ?? undefined };
}

export interface MenuItem {
  path: string;
  label: string;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

export const MENU: MenuGroup[] = [
  {
    label: 'Основное',
    items: [
      { path: '/dashboard', label: 'Панель управления' },
      { path: '/employees', label: 'Сотрудники' },
      { path: '/departments', label: 'Отделы' },
      { path: '/branches', label: 'Филиалы' },
    ],
  },
  {
    label: 'Зарплаты',
    items: [
      { path: '/salary', label: 'KPI и зарплаты' },
      { path: '/rule-templates', label: 'Шаблоны правил' },
      { path: '/bonuses', label: 'Бонусы и штрафы' },
      { path: '/reports', label: 'Отчеты' },
    ],
  },
  {
    label: 'Система',
    items: [
      { path: '/companies', label: 'Компании' },
      { path: '/custom-dashboards', label: 'Дашборды' },
      { path: '/roles', label: 'Роли' },
      { path: '/data-protection', label: 'Защита данных' },
      { path: '/notifications', label: 'Уведомления' },
      { path: '/settings', label: 'Настройки' },
    ],
  },
];

/** The item is highlighted on its own path and below it; the dashboard item also at /. */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  if (pathname === itemPath || pathname.startsWith(itemPath + '/')) return true;
  return itemPath === '/dashboard' && pathname === '/';
}
