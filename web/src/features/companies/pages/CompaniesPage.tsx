import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CompanyCardFragment } from '@/gql/graphql';
import { pluralRu } from '@/shared/format/plural';
import { COMPANIES } from '../companies.messages';
import { CompanyCard } from '../components/CompanyCard';
import { CompanyFormModal } from '../components/CompanyFormModal';
import { membersDialog } from '@/shared/company/members-dialog';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useCompanyMutations } from '../hooks/useCompanyMutations';

type FormState = { company: CompanyCardFragment | null } | null;

export default function CompaniesPage() {
  const { companies, loading, error, currentCompanyId, setCurrentCompany } = useCurrentCompany();
  const { createCompany, updateCompany, deleteCompany, saving } = useCompanyMutations();
  const [form, setForm] = useState<FormState>(null);

  const confirmDelete = (company: CompanyCardFragment) =>
    modals.openConfirmModal({
      title: COMPANIES.deleteTitle,
      children: <Text size="sm">{COMPANIES.deleteText(company.name)}</Text>,
      labels: { confirm: COMPANIES.deleteConfirm, cancel: COMPANIES.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteCompany(company.id),
    });

  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  if (error && companies.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={COMPANIES.loadErrorTitle} maw={560}>
        {COMPANIES.loadError}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {companies.length > 0
            ? `${companies.length} ${pluralRu(companies.length, ['компания', 'компании', 'компаний'])}`
            : ''}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ company: null })}>
          {COMPANIES.pageCreate}
        </Button>
      </Group>

      {companies.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Title order={3}>{COMPANIES.empty}</Title>
          <Text c="dimmed" mt="xs">
            {COMPANIES.emptyHint}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {companies.map((company) => (
            <CompanyCard
              key={company.id}
              company={company}
              isCurrent={company.id === currentCompanyId}
              onMakeCurrent={() => setCurrentCompany(company.id)}
              onEdit={() => setForm({ company })}
              onDelete={() => confirmDelete(company)}
              onMembers={() => membersDialog.open(company)}
            />
          ))}
        </SimpleGrid>
      )}

      {form && (
        <CompanyFormModal
          key={form.company?.id ?? 'new'}
          opened
          company={form.company}
          saving={saving}
          onClose={() => setForm(null)}
          onSubmit={async (input) =>
            form.company ? Boolean(await updateCompany(form.company.id, input)) : Boolean(await createCompany(input))
          }
        />
      )}
    </Stack>
  );
}
