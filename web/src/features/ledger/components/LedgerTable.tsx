import { Table, Text } from '@mantine/core';
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

const Row = memo(function Row({ record, money, writes, handlers }: RecordViewProps) {
  return (
    <Table.Tr data-testid="ledger-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {record.employeeName}
        </Text>
      </Table.Td>
      <Table.Td>
        <TypeBadge type={record.type} />
        <CorrectionBadge record={record} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600}>
          {money(record.amount)}
        </Text>
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {record.reason}
        </Text>
      </Table.Td>
      <Table.Td ta="center">{quantityText(record)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(record.appliedDate)}</Table.Td>
      {anyWrite(writes) && (
        <Table.Td>
          <RecordActions record={record} writes={writes} {...handlers} />
        </Table.Td>
      )}
    </Table.Tr>
  );
});

/** The desktop list: employee, type, amount (2 decimals), reason, quantity, date and the actions. */
export function LedgerTable({
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
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LEDGER.colEmployee}</Table.Th>
            <Table.Th>{LEDGER.colType}</Table.Th>
            <Table.Th ta="right">{LEDGER.colAmount}</Table.Th>
            <Table.Th>{LEDGER.colReason}</Table.Th>
            <Table.Th ta="center">{LEDGER.colQuantity}</Table.Th>
            <Table.Th>{LEDGER.colDate}</Table.Th>
            {anyWrite(writes) && <Table.Th ta="right">{LEDGER.colActions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Row key={r.id} record={r} money={money} writes={writes} handlers={handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
