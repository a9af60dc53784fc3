import { Stack } from '@mantine/core';
import type { Company } from '@/shared/company/current-company-context';
import { BackupCard } from './BackupCard';
import { RestoreCard } from './RestoreCard';

/** The backup download and the restore, as the data protection screen and the settings' backups tab show them. */
export function BackupAndRestore({ company }: { company: Company | null }) {
  return (
    <Stack gap="lg">
      {company && <BackupCard company={company} />}
      <RestoreCard company={company} />
    </Stack>
  );
}
