import { useQuery } from '@apollo/client/react';
import { Loader, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { LedgerEmployeeNameDocument, LedgerEmployeeOptionsDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { LEDGER_FORM } from '../ledger.messages';

/** The server's page limit: the choices are searched on the server, this many at a time. */
export const EMPLOYEE_PAGE = 200;
const SEARCH_DEBOUNCE_MS = 250;

const nameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

/**
 * The employee choice: the company's employees as "First Last", searched on the server (by name
 * either way round or e-mail), so a company of thousands is reachable by typing. The chosen
 * employee keeps its label while other searches come and go.
 */
export function EmployeeSelect({
  companyId,
  value,
  initialLabel,
  error,
  onChange,
}: {
  companyId: number;
  value: string | null;
  /** The chosen employee's name when the dialog opens on an existing record. */
  initialLabel?: string | null;
  error?: string;
  onChange(value: string | null): void;
}) {
  const [chosen, setChosen] = useState(value && initialLabel ? initialLabel : null);
  const [search, setSearch] = useState(chosen ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen name in the box is not a search: every employee is offered again.
  const asked = value && debounced === chosen ? '' : debounced;
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(LedgerEmployeeOptionsDocument, {
    variables: { companyId, search: asked || null, first: EMPLOYEE_PAGE },
    // Fresh each time a dialog opens: someone may have been hired since.
    fetchPolicy: 'cache-and-network',
  });

  const edges = data?.employees.edges;
  const options = useMemo(() => {
    const list = (edges ?? []).map(({ node }) => ({ value: String(node.id), label: nameOf(node) }));
    if (value && chosen && !list.some((o) => o.value === value)) list.unshift({ value, label: chosen });
    return list;
  }, [edges, value, chosen]);
  const more = data ? data.employees.totalCount - data.employees.edges.length : 0;

  return (
    <Select
      label={LEDGER_FORM.employee}
      placeholder={LEDGER_FORM.employeePlaceholder}
      withAsterisk
      searchable
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? option.label : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the search (also by e-mail and "last first").
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? undefined : LEDGER_FORM.nothingFound}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      description={more > 0 ? LEDGER_FORM.moreEmployees(more) : undefined}
      error={error ?? (loadError && !data ? errorMessage(loadError, LEDGER_FORM.employeesFailed) : undefined)}
    />
  );
}

/** The employee a dialog was opened for: shown, not chosen. */
export function FixedEmployee({ companyId, employeeId }: { companyId: number; employeeId: number }) {
  const { data } = useQuery(LedgerEmployeeNameDocument, { variables: { companyId, id: employeeId } });
  return <TextInput label={LEDGER_FORM.employee} value={data ? nameOf(data.employee) : ''} readOnly />;
}
