import { describe, expect, it, vi } from 'vitest';
import { EmployeesDocument } from '@/gql/graphql';
import { fakeApollo } from '@/test/render';
import { COUNT_REFRESH_MS, EmployeeSync } from './employee-sync';
import { employee, page } from './employees.fixtures';

const vars = { companyId: 10, first: 50, filter: {} };

describe('EmployeeSync', () => {
  it('applies a burst of pushed changes in one cache batch', () => {
    vi.useFakeTimers();
    const { client } = fakeApollo({});
    client.writeQuery({ query: EmployeesDocument, variables: vars, data: page([employee(1, 'А', 'Алиева')]) });
    const broadcasts = vi.fn();
    const unwatch = client.cache.watch({
      query: EmployeesDocument,
      variables: vars,
      optimistic: false,
      callback: broadcasts,
    });
    const sync = new EmployeeSync(client);
    for (let id = 2; id <= 20; id++) {
      sync.push(10, { kind: 'created', employeeId: id, employee: employee(id, 'Б', `Борисов${id}`) });
    }
    expect(broadcasts).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(broadcasts).toHaveBeenCalledTimes(1);
    const data = client.readQuery({ query: EmployeesDocument, variables: vars })!.employees;
    expect(data.edges).toHaveLength(20);
    expect(data.totalCount).toBe(20);
    unwatch();
    sync.dispose();
    vi.useRealTimers();
  });

  it('re-reads a count it cannot know once, however many changes arrived', async () => {
    const { client, calls } = fakeApollo({
      EmployeeCount: () => ({ data: { employees: { __typename: 'EmployeeConnection', totalCount: 123 } } }),
    });
    client.writeQuery({
      query: EmployeesDocument,
      variables: vars,
      data: page([employee(1, 'А', 'Алиева')], { totalCount: 100, hasNextPage: true }),
    });
    const sync = new EmployeeSync(client);
    for (let id = 2; id <= 5; id++) {
      sync.push(10, { kind: 'created', employeeId: id, employee: employee(id, 'Я', `Яковлев${id}`) });
    }
    sync.flush();
    await new Promise((r) => setTimeout(r, COUNT_REFRESH_MS + 100));
    await vi.waitFor(() =>
      expect(client.readQuery({ query: EmployeesDocument, variables: vars })!.employees.totalCount).toBe(123),
    );
    expect(calls.filter((c) => c.name === 'EmployeeCount')).toEqual([
      { name: 'EmployeeCount', variables: { companyId: 10, filter: {} } },
    ]);
    expect(client.readQuery({ query: EmployeesDocument, variables: vars })!.employees.edges).toHaveLength(1);
  });
});
