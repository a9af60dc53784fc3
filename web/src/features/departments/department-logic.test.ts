import { describe, expect, it } from 'vitest';
import type { DepartmentCardFragment } from '@/gql/graphql';
import { DEFAULT_DEPARTMENT_EMOJI, departmentEmoji } from './department-emoji';
import { departmentFormSchema, managerOptions, NONE, toDepartmentInput, branchOptions } from './department-form';
import { filterDepartments, managerLabel } from './department-view';

const dept = (over: Partial<DepartmentCardFragment> = {}): DepartmentCardFragment => ({
  id: 1,
  companyId: 10,
  name: 'Отдел',
  description: null,
  managerId: null,
  managerName: null,
  branchId: null,
  branchName: null,
  employeeCount: 0,
  ...over,
});

describe('departmentEmoji', () => {
  it.each([
    ['Отдел продаж', '💰'],
    ['ПРОДАЖИ', '💰'],
    ['Маркетинг', '📣'],
    ['Маркетинговый отдел', '📣'],
    ['IT-отдел', '💻'],
    ['Отдел IT', '💻'],
    ['Разработка', '💻'],
    ['Бухгалтерия', '📊'],
    ['Финансовый отдел', '📊'],
    ['HR', '🧑‍💼'],
    ['Отдел кадров', '🧑‍💼'],
    ['Склад', '📦'],
    ['Логистика', '📦'],
    ['Техподдержка', '🎧'],
    ['Служба поддержки', '🎧'],
    ['Отдел продаж и маркетинга', '💰'],
  ])('%s → %s', (name, emoji) => {
    expect(departmentEmoji(name)).toBe(emoji);
  });

  it('falls back to 🏢, and does not read abbreviations inside words', () => {
    expect(DEFAULT_DEPARTMENT_EMOJI).toBe('🏢');
    expect(departmentEmoji('Общий')).toBe('🏢');
    expect(departmentEmoji('')).toBe('🏢');
    expect(departmentEmoji(null)).toBe('🏢');
    expect(departmentEmoji('Digital')).toBe('🏢');
    expect(departmentEmoji('Three')).toBe('🏢');
  });
});

describe('managerLabel', () => {
  it('says Не назначен without a manager', () => {
    expect(managerLabel({ managerId: null, managerName: null })).toBe('Не назначен');
  });
  it('gives the manager’s name', () => {
    expect(managerLabel({ managerId: 5, managerName: 'Анна Иванова' })).toBe('Анна Иванова');
  });
  it('says Не найден when the id matches no employee', () => {
    expect(managerLabel({ managerId: 5, managerName: null })).toBe('Не найден');
  });
});

describe('filterDepartments', () => {
  const list = [
    dept({ id: 1, name: 'Отдел продаж', description: 'Работа с клиентами' }),
    dept({ id: 2, name: 'Бухгалтерия', description: null }),
    dept({ id: 3, name: 'Склад', description: 'Приёмка и отгрузка' }),
  ];
  const ids = (q: string) => filterDepartments(list, q).map((d) => d.id);

  it('keeps everything for an empty or blank query', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });
  it('matches the name or the description, ignoring case and ё', () => {
    expect(ids('ПРОДАЖ')).toEqual([1]);
    expect(ids('клиент')).toEqual([1]);
    expect(ids('приемка')).toEqual([3]);
    expect(ids(' бух ')).toEqual([2]);
    expect(ids('нет такого')).toEqual([]);
  });
});

describe('the department form', () => {
  const candidates = [
    { id: 3, firstName: 'Вера', lastName: 'Петрова', role: 'manager' as const },
    { id: 2, firstName: 'Анна', lastName: 'Иванова', role: 'owner' as const },
    { id: 4, firstName: 'Борис', lastName: 'Сидоров', role: 'employee' as const },
  ];

  it('offers Не назначен, then only managers and owners', () => {
    expect(managerOptions(candidates, null)).toEqual([
      { value: NONE, label: 'Не назначен' },
      { value: '2', label: 'Анна Иванова' },
      { value: '3', label: 'Вера Петрова' },
    ]);
  });

  it('keeps a department’s current manager who is gone (Не найден) or no longer eligible', () => {
    expect(managerOptions(candidates, dept({ managerId: 9, managerName: null }))[1]).toEqual({
      value: '9',
      label: 'Не найден',
    });
    expect(managerOptions(candidates, dept({ managerId: 4, managerName: 'Борис Сидоров' }))[1]).toEqual({
      value: '4',
      label: 'Борис Сидоров',
    });
  });

  it('offers a none choice for the branch', () => {
    expect(branchOptions([{ id: 7, name: 'Центр', city: 'Бишкек' }], null)).toEqual([
      { value: NONE, label: 'Без филиала' },
      { value: '7', label: 'Центр, Бишкек' },
    ]);
  });

  it('sends null for the none choices and an empty description', () => {
    expect(toDepartmentInput({ name: '  Склад ', description: ' ', managerId: NONE, branchId: NONE })).toEqual({
      name: 'Склад',
      description: null,
      managerId: null,
      branchId: null,
    });
    expect(toDepartmentInput({ name: 'Склад', description: 'Опт', managerId: '3', branchId: '7' })).toEqual({
      name: 'Склад',
      description: 'Опт',
      managerId: 3,
      branchId: 7,
    });
  });

  it('validates with the contract’s messages', () => {
    const result = departmentFormSchema.safeParse({ name: '  ', description: '', managerId: NONE, branchId: NONE });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Название обязательно' });
  });
});
