import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useMoney } from '@/shared/company/useMoney';
import type { LedgerRecordFragment } from '@/gql/graphql';
import { anyWrite, type Writes } from '@/shared/auth/roles';
import { formatDay } from '@/shared/format/dates';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { LEDGER } from '../ledger.messages';
import {
  CorrectionBadge,
  quantityText,
  RecordActions,
  TypeBadge,
  type RecordHandlers,
  type RecordViewProps,
} from './LedgerRowParts';

const Card = memo(function Card({ record, money, writes, handlers }: RecordViewProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="ledger-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={600} truncate>
            {record.employeeName}
          </Text>
          <Group gap="xs">
            <TypeBadge type={record.type} />
            <CorrectionBadge record={record} />
            <Text size="xs" c="dimmed">
              {formatDay(record.appliedDate)}
            </Text>
          </Group>
        </Stack>
        {anyWrite(writes) && <RecordActions record={record} writes={writes} {...handlers} />}
      </Group>
      <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
        {record.reason}
      </Text>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {LEDGER.colQuantity}: {quantityText(record)}
        </Text>
        <Text fw={700}>{money(record.amount)}</Text>
      </Group>
    </Paper>
  );
});

/** The phone list: one card per record. */
export function LedgerMobileList({
  records,
  writes,
  handlers,
}: {
  records: LedgerRecordFragment[];
  writes: Writes;
  handlers: RecordHandlers;
}) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  return (
    <Stack gap="sm">
      {records.map((r) => (
        <Card key={r.id} record={r} money={money} writes={writes} handlers={handlers} />
      ))}
    </Stack>
  );
}
