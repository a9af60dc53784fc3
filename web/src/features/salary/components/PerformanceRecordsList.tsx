import { ActionIcon, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { SalaryPerformanceRecordFragment } from '@/gql/graphql';
import type { Writes } from '@/shared/auth/roles';
import { useMoney } from '@/shared/company/useMoney';
import { formatDay } from '@/shared/format/dates';
import { HIDDEN_FIGURE, MONEY_DECIMALS } from '@/shared/format/money';
import { useEmployeeName, type EmployeeNames } from '../hooks/useSalaryEmployees';
import { SALARY } from '../salary.messages';
import { ListPanel } from './ListPanel';

interface RowProps {
  companyId: number;
  record: SalaryPerformanceRecordFragment;
  known: EmployeeNames;
  writes: Writes;
  mobile: boolean;
  onDelete(id: number): unknown;
  onEdit(record: SalaryPerformanceRecordFragment): void;
}

function RecordRow({ companyId, record, known, writes, mobile, onDelete, onEdit }: RowProps) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const name = useEmployeeName(companyId, record.employeeId, known);
  const period = `${formatDay(record.startDate)} – ${formatDay(record.endDate)}`;
  const rules = SALARY.rulesCount(record.bonusRules.length, record.penaltyRules.length);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: SALARY.deleteTitle,
      children: (
        <Text size="sm">{SALARY.deleteText(name, formatDay(record.startDate), formatDay(record.endDate))}</Text>
      ),
      labels: { confirm: SALARY.deleteConfirm, cancel: SALARY.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDelete(record.id),
    });
  const remove = (writes.edit || writes.delete) && (
    <Group gap={0} wrap="nowrap">
      {writes.edit && (
        <Tooltip label={SALARY.edit}>
          <ActionIcon variant="subtle" aria-label={SALARY.editLabel(name)} onClick={() => onEdit(record)}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {writes.delete && (
        <Tooltip label={SALARY.deleteConfirm}>
          <ActionIcon variant="subtle" color="red" aria-label={SALARY.deleteLabel(name)} onClick={confirmDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  if (mobile) {
    return (
      <Paper withBorder radius="md" p="sm" data-testid="performance-record">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {period}
            </Text>
            <Text size="sm">
              {SALARY.colOrders}: {record.ordersCount ?? HIDDEN_FIGURE} · {SALARY.colProfit}:{' '}
              {money(record.employeeProfit)}
            </Text>
            <Text size="xs" c="dimmed">
              {rules}
            </Text>
          </div>
          {remove}
        </Group>
      </Paper>
    );
  }
  return (
    <Table.Tr data-testid="performance-record">
      <Table.Td>{name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{period}</Table.Td>
      <Table.Td ta="right">{record.ordersCount ?? HIDDEN_FIGURE}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {money(record.employeeProfit)}
      </Table.Td>
      <Table.Td>{rules}</Table.Td>
      <Table.Td>{remove}</Table.Td>
    </Table.Tr>
  );
}

/** The month's performance records; writers may correct a mistaken one or delete it (with confirmation). */
export function PerformanceRecordsList({
  records,
  loading,
  error,
  ...row
}: Omit<RowProps, 'record'> & {
  records: readonly SalaryPerformanceRecordFragment[];
  loading: boolean;
  error: unknown;
}) {
  return (
    <ListPanel
      title={SALARY.records}
      loading={loading}
      error={error}
      failedText={SALARY.recordsFailed}
      emptyText={SALARY.recordsEmpty}
      count={records.length}
      mobile={row.mobile}
      columns={
        <>
          <Table.Th>{SALARY.colEmployee}</Table.Th>
          <Table.Th>{SALARY.colPeriod}</Table.Th>
          <Table.Th ta="right">{SALARY.colOrders}</Table.Th>
          <Table.Th ta="right">{SALARY.colProfit}</Table.Th>
          <Table.Th>{SALARY.colRules}</Table.Th>
          <Table.Th />
        </>
      }
    >
      {records.map((r) => (
        <RecordRow key={r.id} record={r} {...row} />
      ))}
    </ListPanel>
  );
}
