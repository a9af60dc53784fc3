import { describe, expect, it } from 'vitest';
import { createCache } from '@/app/apollo';
import { EmployeesDocument, type EmployeeFilter } from '@/gql/graphql';
import { applyEmployeeChange, compareEmployees, listArgsOf, matchesFilter } from './employee-cache';
import { employee, page } from './employees.fixtures';

const COMPANY = 10;
const vars = (filter: EmployeeFilter = {}) => ({ companyId: COMPANY, first: 50, filter });

function cacheWith(list: ReturnType<typeof employee>[], opts?: Parameters<typeof page>[1], filter?: EmployeeFilter) {
  const cache = createCache();
  cache.writeQuery({ query: EmployeesDocument, variables: vars(filter), data: page(list, opts) });
  return cache;
}
const read = (cache: ReturnType<typeof createCache>, filter?: EmployeeFilter) => {
  const data = cache.readQuery({ query: EmployeesDocument, variables: vars(filter) })?.employees;
  return { names: data?.edges.map((e) => e.node.lastName), total: data?.totalCount };
};

describe('matchesFilter (the server filter in the browser)', () => {
  const anna = employee(1, 'Анна', 'Иванова', { role: 'manager', departmentIds: [1, 2], branchIds: [5] });
  it('searches first-last, last-first and the e-mail, case-insensitively', () => {
    expect(matchesFilter(anna, { search: 'анна ив' })).toBe(true);
    expect(matchesFilter(anna, { search: 'ИВАНОВА АННА' })).toBe(true);
    expect(matchesFilter(anna, { search: '@EXAMPLE' })).toBe(true);
    expect(matchesFilter(anna, { search: 'петр' })).toBe(false);
  });
  it('checks department, branch, role and status', () => {
    expect(matchesFilter(anna, { departmentId: 2, branchId: 5, role: 'manager', status: 'active' })).toBe(true);
    expect(matchesFilter(anna, { departmentId: 3 })).toBe(false);
    expect(matchesFilter(anna, { role: 'owner' })).toBe(false);
  });
});

describe('list keys and order', () => {
  it('reads the arguments back from a store key', () => {
    expect(listArgsOf('employees:{"companyId":10,"filter":{"role":"owner"},"first":50}')).toEqual({
      companyId: 10,
      filter: { role: 'owner' },
      first: 50,
    });
    expect(listArgsOf('employees')).toBeNull();
  });
  it('sorts by last name, first name, id', () => {
    const a = { lastName: 'Б', firstName: 'А', id: 2 };
    expect(compareEmployees(a, { lastName: 'В', firstName: 'А', id: 1 })).toBeLessThan(0);
    expect(compareEmployees(a, { lastName: 'Б', firstName: 'А', id: 3 })).toBeLessThan(0);
    expect(compareEmployees(a, { lastName: 'А', firstName: 'Я', id: 1 })).toBeGreaterThan(0);
  });
});

describe('applyEmployeeChange', () => {
  it('inserts a created employee in order and counts it once, even when applied twice', () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева'), employee(2, 'В', 'Волков')]);
    const change = { kind: 'created' as const, employeeId: 3, employee: employee(3, 'Б', 'Борисов') };
    expect(applyEmployeeChange(cache, COMPANY, change)).toEqual([]);
    applyEmployeeChange(cache, COMPANY, change);
    expect(read(cache)).toEqual({ names: ['Алиева', 'Борисов', 'Волков'], total: 3 });
  });

  it('leaves a row beyond the loaded pages to the next page and asks for the count', () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева'), employee(2, 'В', 'Волков')], {
      totalCount: 80,
      hasNextPage: true,
    });
    const stale = applyEmployeeChange(cache, COMPANY, {
      kind: 'created',
      employeeId: 3,
      employee: employee(3, 'Я', 'Яковлев'),
    });
    expect(read(cache)).toEqual({ names: ['Алиева', 'Волков'], total: 80 });
    expect(stale).toEqual([{ companyId: COMPANY, filter: {}, first: 50 }]);
  });

  it('moves a renamed employee and drops one that no longer matches the filter', () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева'), employee(2, 'В', 'Волков')]);
    applyEmployeeChange(cache, COMPANY, {
      kind: 'updated',
      employeeId: 1,
      employee: employee(1, 'А', 'Яковлева'),
    });
    expect(read(cache).names).toEqual(['Волков', 'Яковлева']);

    const owners = cacheWith([employee(4, 'О', 'Орлов', { role: 'owner' })], {}, { role: 'owner' });
    applyEmployeeChange(owners, COMPANY, {
      kind: 'updated',
      employeeId: 4,
      employee: employee(4, 'О', 'Орлов', { role: 'manager' }),
    });
    expect(read(owners, { role: 'owner' })).toEqual({ names: [], total: 0 });
  });

  it('removes a deleted employee, counts it once and evicts the record', () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева'), employee(2, 'В', 'Волков')]);
    applyEmployeeChange(cache, COMPANY, { kind: 'deleted', employeeId: 1, employee: null });
    applyEmployeeChange(cache, COMPANY, { kind: 'deleted', employeeId: 1, employee: null });
    expect(read(cache)).toEqual({ names: ['Волков'], total: 1 });
    expect(cache.extract()['Employee:1']).toBeUndefined();
  });

  it("leaves other companies' lists alone", () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева')]);
    applyEmployeeChange(cache, 99, { kind: 'created', employeeId: 3, employee: employee(3, 'Б', 'Борисов') });
    expect(read(cache).names).toEqual(['Алиева']);
  });

  it('keeps a row once when the next page also brings a live-inserted one', () => {
    const cache = cacheWith([employee(1, 'А', 'Алиева'), employee(2, 'В', 'Волков')], { hasNextPage: true });
    applyEmployeeChange(cache, COMPANY, { kind: 'created', employeeId: 3, employee: employee(3, 'Б', 'Борисов') });
    cache.writeQuery({
      query: EmployeesDocument,
      variables: { ...vars(), after: 'c2' },
      data: page([employee(3, 'Б', 'Борисов'), employee(4, 'Г', 'Гусев')]),
    });
    expect(read(cache).names).toEqual(['Алиева', 'Борисов', 'Волков', 'Гусев']);
  });
});
