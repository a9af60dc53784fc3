import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { DepartmentCardFragment } from '@/gql/graphql';
import { useCurrentCompany } from '@/features/companies/current/current-company-context';
import { canWriteStaff } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { pluralRu } from '@/shared/format/plural';
import { DepartmentCard } from '../components/DepartmentCard';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { filterDepartments } from '../department-view';
import { DEPARTMENTS } from '../departments.messages';
import { useDepartmentMutations } from '../hooks/useDepartmentMutations';
import { useDepartments } from '../hooks/useDepartments';

type FormState = { department: DepartmentCardFragment | null } | null;

/** 'Управление отделами' (spec 2.4): search, card grid, create/edit dialog, confirmed delete. */
export default function DepartmentsPage() {
  const { currentCompany, loading: companiesLoading } = useCurrentCompany();
  if (companiesLoading) return <Spinner />;
  if (!currentCompany) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Title order={3}>{DEPARTMENTS.noCompany}</Title>
        <Text c="dimmed" mt="xs">
          {DEPARTMENTS.noCompanyHint}
        </Text>
      </Paper>
    );
  }
  return (
    <Departments
      key={currentCompany.id}
      companyId={currentCompany.id}
      canWrite={canWriteStaff(currentCompany.myRole)}
    />
  );
}

function Spinner() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

function Departments({ companyId, canWrite }: { companyId: number; canWrite: boolean }) {
  const { departments, loading, error } = useDepartments(companyId);
  const { createDepartment, updateDepartment, deleteDepartment, saving } = useDepartmentMutations(companyId);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const shown = filterDepartments(departments, search);

  const confirmDelete = (department: DepartmentCardFragment) =>
    modals.openConfirmModal({
      title: DEPARTMENTS.deleteTitle,
      children: <Text size="sm">{DEPARTMENTS.deleteText(department.name)}</Text>,
      labels: { confirm: DEPARTMENTS.deleteConfirm, cancel: DEPARTMENTS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteDepartment(department.id),
    });

  if (loading) return <Spinner />;
  if (error && departments.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={DEPARTMENTS.loadError} maw={560}>
        {errorMessage(error, DEPARTMENTS.loadError)}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" align="baseline">
          <Title order={2} size="h3">
            {DEPARTMENTS.title}
          </Title>
          <Text c="dimmed" size="sm">
            {departments.length} {pluralRu(departments.length, DEPARTMENTS.count)}
          </Text>
        </Group>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ department: null })}>
            {DEPARTMENTS.add}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={DEPARTMENTS.searchLabel}
        placeholder={DEPARTMENTS.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />

      {shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={3}>{departments.length === 0 ? DEPARTMENTS.empty : DEPARTMENTS.nothingFound}</Title>
          {departments.length === 0 && canWrite && (
            <Text c="dimmed" mt="xs">
              {DEPARTMENTS.emptyHint}
            </Text>
          )}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((department) => (
            <DepartmentCard
              key={department.id}
              department={department}
              canWrite={canWrite}
              onEdit={() => setForm({ department })}
              onDelete={() => confirmDelete(department)}
            />
          ))}
        </SimpleGrid>
      )}

      {form && (
        <DepartmentFormModal
          key={form.department?.id ?? 'new'}
          companyId={companyId}
          department={form.department}
          saving={saving}
          onClose={() => setForm(null)}
          onSubmit={(input) =>
            form.department ? updateDepartment(form.department.id, input) : createDepartment(input)
          }
        />
      )}
    </Stack>
  );
}
