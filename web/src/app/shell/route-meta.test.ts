import { describe, expect, it } from 'vitest';
import { DASHBOARD_TITLE, isMenuItemActive, MENU, pageHeading } from './route-meta';

describe('pageHeading', () => {
  it.each([
    ['/employees', 'Управление сотрудниками', 'Добавление, редактирование и управление персоналом'],
    ['/departments', 'Управление отделами', 'Структура компании'],
    ['/branches', 'Управление филиалами', 'Распределение по офисам'],
    ['/salary', 'Расчет KPI/зарплаты', 'Зарплаты и типы выплат'],
    ['/rule-templates', 'Шаблоны правил', 'Шаблоны зарплат, бонусов и штрафов'],
    ['/salary-templates', 'Шаблоны зарплатных правил', 'Шаблоны расчета зарплаты'],
    ['/data-protection', 'Защита данных', 'Мониторинг целостности и резервное копирование'],
  ])('%s has its title and subtitle', (path, title, subtitle) => {
    expect(pageHeading(path, 'Ромашка')).toEqual({ title, subtitle });
  });

  it.each([
    ['/bonuses', 'Бонусы и штрафы'],
    ['/reports', 'Отчеты'],
    ['/roles', 'Управление ролями'],
    ['/notifications', 'Уведомления'],
    ['/companies', 'Управление компаниями'],
    ['/custom-dashboards', 'Пользовательские дашборды'],
    ['/settings', 'Настройки'],
  ])('%s has a title without subtitle', (path, title) => {
    expect(pageHeading(path, 'Ромашка')).toEqual({ title });
  });

  it('uses the first path segment', () => {
    expect(pageHeading('/settings/extra', null).title).toBe('Настройки');
  });

  it.each(['/', '/dashboard', '/anything-else'])('%s is the dashboard with the company name', (path) => {
    expect(pageHeading(path, 'Ромашка')).toEqual({ title: DASHBOARD_TITLE, subtitle: 'Ромашка' });
    expect(DASHBOARD_TITLE).toBe('Панель управления');
  });

  it('has no subtitle without a company', () => {
    expect(pageHeading('/dashboard', null)).toEqual({ title: 'Панель управления', subtitle: undefined });
  });
});

describe('side menu', () => {
  it('groups the items in the menu’s fixed order', () => {
    expect(MENU.map((g) => g.items.map((i) => i.path))).toEqual([
      ['/dashboard', '/employees', '/departments', '/branches'],
      ['/salary', '/rule-templates', '/bonuses', '/reports'],
      ['/companies', '/custom-dashboards', '/roles', '/data-protection', '/notifications', '/settings'],
    ]);
  });

  it('highlights the dashboard at / too', () => {
    expect(isMenuItemActive('/dashboard', '/')).toBe(true);
    expect(isMenuItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isMenuItemActive('/companies', '/')).toBe(false);
  });

  it('highlights an item on its own path and below it only', () => {
    expect(isMenuItemActive('/salary', '/salary')).toBe(true);
    expect(isMenuItemActive('/salary', '/salary/2026-01')).toBe(true);
    expect(isMenuItemActive('/salary', '/salary-templates')).toBe(false);
  });
});
