import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CompanyCardFragment, EmployeeRowFragment } from '@/gql/graphql';
import { writesOf } from '@/shared/auth/roles';
import { isFiltered } from '../employee-filters';
import { EMPLOYEES } from '../employees.messages';
import { useEmployeeFilters } from '../hooks/useEmployeeFilters';
import { useEmployeeList } from '../hooks/useEmployeeList';
import { useEmployeeLive } from '../hooks/useEmployeeLive';
import { useEmployeeMutations } from '../hooks/useEmployeeMutations';
import { useStructureOptions } from '../hooks/useStructureOptions';
import { EmployeeMobileList } from './EmployeeMobileList';
import { EmployeeFilters } from './EmployeeFilters';
import { EmployeeFormModal } from './EmployeeFormModal';
import type { RowHandlers } from './EmployeeRowParts';
import { EmployeeTable } from './EmployeeTable';
import { ExportMenu } from './ExportMenu';
import { ImportModal } from './ImportModal';
import { LoadMore } from './LoadMore';
import { PassportModal } from './PassportModal';

type FormState = { employeeId: number | null } | null;

/** Employee management of one company: count, filters, the list page by page, dialogs. */
export function EmployeesScreen({ company }: { company: CompanyCardFragment }) {
  const companyId = company.id;
  const writes = writesOf(company, 'employees');
  const mobile = useMediaQuery('(max-width: 48em)');
  const { filters, setFilters, serverFilter, reset } = useEmployeeFilters();
  const list = useEmployeeList(companyId, serverFilter);
  const structure = useStructureOptions(companyId);
  const mutations = useEmployeeMutations(companyId);
  useEmployeeLive(companyId);

  const [form, setForm] = useState<FormState>(null);
  const [passportOf, setPassportOf] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);

  const { deleteEmployee } = mutations;
  const handlers: RowHandlers = useMemo(
    () => ({
      onPassport: (e: EmployeeRowFragment) => setPassportOf(e.id),
      onEdit: (e: EmployeeRowFragment) => setForm({ employeeId: e.id }),
      onDelete: (e: EmployeeRowFragment) =>
        modals.openConfirmModal({
          title: EMPLOYEES.deleteTitle,
          children: <Text size="sm">{EMPLOYEES.deleteText}</Text>,
          labels: { confirm: EMPLOYEES.deleteConfirm, cancel: EMPLOYEES.cancel },
          confirmProps: { color: 'red' },
          onConfirm: () => void deleteEmployee(e.id),
        }),
    }),
    [deleteEmployee],
  );
  const placements = useMemo(
    () => ({ departmentNames: structure.departmentNames, branchNames: structure.branchNames }),
    [structure.departmentNames, structure.branchNames],
  );

  let content;
  if (list.error) {
    content = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={EMPLOYEES.loadError}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={list.retry}>
          {EMPLOYEES.retry}
        </Button>
      </Alert>
    );
  } else if (!list.loaded && list.employees.length === 0) {
    content = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (list.employees.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text c="dimmed">{isFiltered(filters) ? EMPLOYEES.emptyFiltered : EMPLOYEES.empty}</Text>
      </Paper>
    );
  } else {
    const List = mobile ? EmployeeMobileList : EmployeeTable;
    content = (
      <Stack gap="md">
        <Paper
          withBorder
          radius="md"
          p={mobile ? 0 : 'xs'}
          bg={mobile ? 'transparent' : undefined}
          bd={mobile ? 0 : undefined}
        >
          <List employees={list.employees} placements={placements} writes={writes} handlers={handlers} />
        </Paper>
        <LoadMore
          shown={list.employees.length}
          total={list.totalCount}
          hasNextPage={list.hasNextPage}
          loading={list.loading}
          onLoadMore={list.loadMore}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <Text c="dimmed" size="sm" data-testid="employee-count">
            {list.loaded ? EMPLOYEES.count(list.totalCount) : ''}
          </Text>
          {list.loading && list.loaded && <Loader size="xs" />}
        </Group>
        <Group gap="xs">
          <ExportMenu companyId={companyId} />
          {writes.create && (
            <>
              <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                {EMPLOYEES.import}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ employeeId: null })}>
                {EMPLOYEES.add}
              </Button>
            </>
          )}
        </Group>
      </Group>

      <EmployeeFilters
        value={filters}
        departments={structure.departmentOptions}
        branches={structure.branchOptions}
        onChange={setFilters}
        onReset={reset}
      />

      {content}

      {form && (
        <EmployeeFormModal
          companyId={companyId}
          employeeId={form.employeeId}
          departments={structure.departmentOptions}
          branches={structure.branchOptions}
          company={company}
          saving={mutations.saving}
          onClose={() => setForm(null)}
          onSubmit={(input) =>
            form.employeeId === null
              ? mutations.createEmployee(input)
              : mutations.updateEmployee(form.employeeId, input)
          }
        />
      )}
      {passportOf !== null && (
        <PassportModal
          companyId={companyId}
          employeeId={passportOf}
          company={company}
          branchNames={structure.branchNames}
          onClose={() => setPassportOf(null)}
        />
      )}
      {importing && <ImportModal companyId={companyId} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
