import { Card, Title } from '@mantine/core';
import {
  BACKUP_SECTION_LABELS,
  BACKUP_SECTIONS,
  type BackupPreview,
} from '@staffpay/schema/data-protection/backup.schemas';
import { formatDateTime } from '@/shared/format/dates';
import { PROTECTION } from '../data-protection.messages';
import { FactList } from './FactList';

/** What a chosen backup holds, before anything is restored. */
export function BackupPreviewCard({ preview }: { preview: BackupPreview }) {
  const facts = [
    { label: PROTECTION.previewCompany, value: preview.companyName, testId: 'backup-preview-company' },
    { label: PROTECTION.previewDate, value: formatDateTime(preview.createdAt), testId: 'backup-preview-date' },
    ...BACKUP_SECTIONS.map((section) => ({
      label: BACKUP_SECTION_LABELS[section],
      value: preview.counts[section],
      testId: `backup-count-${section}`,
    })),
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="backup-preview">
      <Title order={5} mb="sm">
        {PROTECTION.preview}
      </Title>
      <FactList facts={facts} labelWidth="min(21rem, 60%)" size="sm" />
    </Card>
  );
}
