import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { hasPermission } from '@/shared/auth/roles';
import type { Company } from '@/shared/company/current-company-context';
import { PROTECTION } from '../data-protection.messages';
import { useBackupDownload } from '../hooks/useBackupDownload';

function BackupButton({ company }: { company: Company }) {
  const { download, busy } = useBackupDownload(company);
  return (
    <Button leftSection={<IconDownload size={16} />} onClick={() => void download()} loading={busy}>
      {PROTECTION.backupButton}
    </Button>
  );
}

/** The company's backup download, offered to roles granted settings.backup.create. */
export function BackupCard({ company }: { company: Company }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={4}>{PROTECTION.backup}</Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {PROTECTION.backupHint}
      </Text>
      {hasPermission(company, 'settings.backup.create') ? (
        <Group>
          <BackupButton company={company} />
        </Group>
      ) : (
        <Text size="sm">{PROTECTION.backupNoAccess}</Text>
      )}
    </Card>
  );
}
