import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { LEDGER_TYPE_COLORS, LEDGER_TYPE_LABELS, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { LedgerRecordFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { formatDay } from '@/shared/format/dates';
import { LEDGER, LEDGER_CORRECTION } from '../ledger.messages';

export interface RecordHandlers {
  onEdit(record: LedgerRecordFragment): void;
  onDelete(record: LedgerRecordFragment): void;
  /** Whether the record lies in a fixed period: it is then corrected, not changed. */
  isFixed(record: LedgerRecordFragment): boolean;
  onCorrect(record: LedgerRecordFragment): void;
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

/** A correction after approval names the record it corrects, by its date. */
export function CorrectionBadge({ record }: { record: LedgerRecordFragment }) {
  if (record.correctsAppliedDate === null || record.correctsAppliedDate === undefined) return null;
  return (
    <Badge variant="outline" color="grape" data-testid="correction-badge">
      {LEDGER_CORRECTION.badge(formatDay(record.correctsAppliedDate))}
    </Badge>
  );
}

/**
 * Edit and delete, each offered only to roles with its key (bonuses.edit, bonuses.delete); a
 * record of a fixed period offers 'Исправить' instead to roles that book (bonuses.create).
 */
export function RecordActions({
  record,
  writes,
  onEdit,
  onDelete,
  isFixed,
  onCorrect,
}: { record: LedgerRecordFragment; writes: Writes } & RecordHandlers) {
  if (isFixed(record)) {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {writes.create && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            aria-label={LEDGER_CORRECTION.actionOf(record.employeeName)}
            onClick={() => onCorrect(record)}
          >
            {LEDGER_CORRECTION.action}
          </Button>
        )}
      </Group>
    );
  }
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
