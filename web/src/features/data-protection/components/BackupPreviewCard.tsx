import { Card, DataList, Title } from '@mantine/core';
import {
  BACKUP_SECTION_LABELS,
  BACKUP_SECTIONS,
  type BackupPreview,
} from '@staffpay/schema/data-protection/backup.schemas';
import { formatDateTime } from '@/shared/format/dates';
import { PROTECTION } from '../data-protection.messages';

/** What a chosen backup holds, before anything is restored. */
export function BackupPreviewCard({ preview }: { preview: BackupPreview }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="backup-preview">
      <Title order={5} mb="sm">
        {PROTECTION.preview}
      </Title>
      <DataList labelWidth="340px" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{PROTECTION.previewCompany}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="backup-preview-company">{preview.companyName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{PROTECTION.previewDate}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(preview.createdAt)}</DataList.ItemValue>
        </DataList.Item>
        {BACKUP_SECTIONS.map((section) => (
          <DataList.Item key={section} data-testid={`backup-count-${section}`}>
            <DataList.ItemLabel>{BACKUP_SECTION_LABELS[section]}</DataList.ItemLabel>
            <DataList.ItemValue>{preview.counts[section]}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Card>
  );
}
