import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { BranchCardFragment } from '@/gql/graphql';
import { useCurrentCompany } from '@/features/companies/current/current-company-context';
import { canWriteStaff } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { pluralRu } from '@/shared/format/plural';
import { BranchCard } from '../components/BranchCard';
import { BranchFormModal } from '../components/BranchFormModal';
import { filterBranches } from '../branch-view';
import { BRANCHES } from '../branches.messages';
import { useBranchMutations } from '../hooks/useBranchMutations';
import { useBranches } from '../hooks/useBranches';

type FormState = { branch: BranchCardFragment | null } | null;

/** 'Филиалы' (spec 2.5): search, card grid, create/edit dialog, confirmed delete. */
export default function BranchesPage() {
  const { currentCompany, loading: companiesLoading } = useCurrentCompany();
  if (companiesLoading) return <Spinner />;
  if (!currentCompany) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Title order={3}>{BRANCHES.noCompany}</Title>
        <Text c="dimmed" mt="xs">
          {BRANCHES.noCompanyHint}
        </Text>
      </Paper>
    );
  }
  return (
    <Branches key={currentCompany.id} companyId={currentCompany.id} canWrite={canWriteStaff(currentCompany.myRole)} />
  );
}

function Spinner() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

function Branches({ companyId, canWrite }: { companyId: number; canWrite: boolean }) {
  const { branches, loading, error } = useBranches(companyId);
  const { createBranch, updateBranch, deleteBranch, saving } = useBranchMutations(companyId);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const shown = filterBranches(branches, search);

  const confirmDelete = (branch: BranchCardFragment) =>
    modals.openConfirmModal({
      title: BRANCHES.deleteTitle,
      children: <Text size="sm">{BRANCHES.deleteText(branch.name)}</Text>,
      labels: { confirm: BRANCHES.deleteConfirm, cancel: BRANCHES.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteBranch(branch.id),
    });

  if (loading) return <Spinner />;
  if (error && branches.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={BRANCHES.loadError} maw={560}>
        {errorMessage(error, BRANCHES.loadError)}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" align="baseline">
          <Title order={2} size="h3">
            {BRANCHES.title}
          </Title>
          <Text c="dimmed" size="sm">
            {branches.length} {pluralRu(branches.length, BRANCHES.count)}
          </Text>
        </Group>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ branch: null })}>
            {BRANCHES.add}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={BRANCHES.searchLabel}
        placeholder={BRANCHES.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />

      {shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={3}>{branches.length === 0 ? BRANCHES.empty : BRANCHES.nothingFound}</Title>
          {branches.length === 0 && canWrite && (
            <Text c="dimmed" mt="xs">
              {BRANCHES.emptyHint}
            </Text>
          )}
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((branch) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              canWrite={canWrite}
              onEdit={() => setForm({ branch })}
              onDelete={() => confirmDelete(branch)}
            />
          ))}
        </SimpleGrid>
      )}

      {form && (
        <BranchFormModal
          key={form.branch?.id ?? 'new'}
          branch={form.branch}
          saving={saving}
          onClose={() => setForm(null)}
          onSubmit={(input) => (form.branch ? updateBranch(form.branch.id, input) : createBranch(input))}
        />
      )}
    </Stack>
  );
}
