import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SalaryEmployeeNameDocument, SalaryEmployeesDocument } from '@/gql/graphql';
import { SALARY } from '../salary.messages';

export interface SalaryEmployee {
  id: number;
  name: string;
}

/**
 * The month's paid employees (active or on vacation): the performance form's choices, and the
 * names the lists show. Only id and name travel, so a company of 10 000 stays light.
 */
export function useSalaryEmployees(companyId: number, period: string) {
  const { data, previousData, refetch } = useQuery(SalaryEmployeesDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  const cards = (data ?? previousData)?.employeeCards;
  const employees: SalaryEmployee[] = useMemo(() => cards?.map((c) => ({ id: c.id, name: c.name })) ?? [], [cards]);
  const names = useMemo(() => new Map(employees.map((e) => [e.id, e.name])), [employees]);
  return { employees, names, loaded: Boolean(cards), refetch };
}

/** The names the lists know from the month's cards. */
export interface EmployeeNames {
  names: ReadonlyMap<number, string>;
  loaded: boolean;
}

/**
 * An employee's name for a list row: from the month's cards, or (for someone the cards leave
 * out, e.g. now inactive) read once by id; 'Сотрудник #id' if neither knows them.
 */
export function useEmployeeName(companyId: number, id: number, known: EmployeeNames): string {
  const cached = known.names.get(id);
  const { data } = useQuery(SalaryEmployeeNameDocument, {
    variables: { companyId, id },
    skip: !known.loaded || cached !== undefined,
    fetchPolicy: 'cache-first',
  });
  if (cached !== undefined) return cached;
  const employee = data?.employee;
  return employee ? `${employee.firstName} ${employee.lastName}`.trim() : SALARY.employeeFallback(id);
}
