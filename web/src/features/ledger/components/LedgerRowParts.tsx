import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { LEDGER_TYPE_COLORS, LEDGER_TYPE_LABELS, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { LedgerRecordFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { LEDGER } from '../ledger.messages';

export interface RecordHandlers {
  onEdit(record: LedgerRecordFragment): void;
  onDelete(record: LedgerRecordFragment): void;
}

/** What a table row and a phone card of one record both take. */
export interface RecordViewProps {
  record: LedgerRecordFragment;
  /** Null is an amount the viewer's role does not see: it shows as '—'. */
  money: (v: string | null) => string;
  writes: Writes;
  handlers: RecordHandlers;
}

export function TypeBadge({ type }: { type: LedgerType }) {
  return (
    <Badge variant="light" color={LEDGER_TYPE_COLORS[type]}>
      {LEDGER_TYPE_LABELS[type]}
    </Badge>
  );
}

/** Edit and delete, each offered only to roles with its key (bonuses.edit, bonuses.delete). */
export function RecordActions({
  record,
  writes,
  onEdit,
  onDelete,
}: { record: LedgerRecordFragment; writes: Writes } & RecordHandlers) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {writes.edit && (
        <ActionIcon variant="subtle" aria-label={LEDGER.editOf(record.employeeName)} onClick={() => onEdit(record)}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {writes.delete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={LEDGER.deleteOf(record.employeeName)}
          onClick={() => onDelete(record)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The quantity column: piecework's count and an advance's 1; nothing for a bonus or penalty. */
export const quantityText = (record: LedgerRecordFragment) =>
  record.quantity === null ? '—' : String(record.quantity);
