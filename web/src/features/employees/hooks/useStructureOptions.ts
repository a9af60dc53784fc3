import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { EmployeeStructureOptionsDocument } from '@/gql/graphql';

export interface Option {
  value: string;
  label: string;
}

/** The company's departments and branches: choices for the filters and the form, names for the rows. */
export function useStructureOptions(companyId: number | null) {
  const { data } = useQuery(EmployeeStructureOptionsDocument, {
    variables: { companyId: companyId ?? 0 },
    skip: companyId === null,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return useMemo(() => {
    const departments = data?.departments ?? [];
    const branches = data?.branches ?? [];
    const toOptions = (list: { id: number; name: string }[]): Option[] =>
      list.map((x) => ({ value: String(x.id), label: x.name }));
    return {
      loaded: Boolean(data),
      departmentOptions: toOptions(departments),
      branchOptions: toOptions(branches),
      departmentNames: new Map(departments.map((d) => [d.id, d.name])),
      branchNames: new Map(branches.map((b) => [b.id, b.name])),
    };
  }, [data]);
}

export type StructureOptions = ReturnType<typeof useStructureOptions>;
