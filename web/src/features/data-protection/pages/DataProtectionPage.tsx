import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { hasPermission } from '@/shared/auth/roles';
import { useCurrentCompany, type Company } from '@/shared/company/current-company-context';
import { NoticePanel } from '@/shared/ui/NoticePanel';
import { BackupAndRestore } from '../components/BackupAndRestore';
import { HealthPanel } from '../components/HealthPanel';
import { IntegrityPanel } from '../components/IntegrityPanel';
import { ProtectionMeasures } from '../components/ProtectionMeasures';
import { PROTECTION } from '../data-protection.messages';

function StatusPanels({ company }: { company: Company }) {
  if (!hasPermission(company, 'settings.protection.view')) {
    return (
      <Alert color="gray" maw={640}>
        {PROTECTION.noAccess}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <HealthPanel companyId={company.id} />
      <IntegrityPanel companyId={company.id} />
    </SimpleGrid>
  );
}

/**
 * Data protection (docs/data-protection.md): the database's health and the company's integrity,
 * live; the protection measures; the backup download and the restore. Without a company only a
 * restore as a new company is possible.
 */
export default function DataProtectionPage() {
  const { currentCompany, loading } = useCurrentCompany();
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="lg" key={currentCompany?.id ?? 0}>
      {currentCompany ? (
        <StatusPanels company={currentCompany} />
      ) : (
        <NoticePanel title={PROTECTION.noCompany} hint={PROTECTION.noCompanyHint} />
      )}
      <ProtectionMeasures />
      <BackupAndRestore company={currentCompany} />
    </Stack>
  );
}
