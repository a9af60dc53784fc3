import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLockOpen } from '@tabler/icons-react';
import type { SalaryPayrollFixFragment } from '@/gql/graphql';
import { formatDateTime, formatDay } from '@/shared/format/dates';
import { useEmployeeName, type EmployeeNames } from '../hooks/useSalaryEmployees';
import { SALARY } from '../salary.messages';
import { ListPanel } from './ListPanel';

interface RowProps {
  companyId: number;
  fix: SalaryPayrollFixFragment;
  known: EmployeeNames;
  canReopen: boolean;
  mobile: boolean;
  onReopen(id: number): unknown;
}

function FixRow({ companyId, fix, known, canReopen, mobile, onReopen }: RowProps) {
  const name = useEmployeeName(companyId, fix.employeeId, known);
  const from = formatDay(fix.periodFrom);
  const to = formatDay(fix.periodTo);
  const reopened = fix.reopenedAt ? (
    formatDateTime(fix.reopenedAt)
  ) : (
    <Badge color="orange" variant="light">
      {SALARY.stillFixed}
    </Badge>
  );
  const confirmReopen = () =>
    modals.openConfirmModal({
      title: SALARY.reopenTitle,
      children: <Text size="sm">{SALARY.reopenText(name, from, to)}</Text>,
      labels: { confirm: SALARY.reopen, cancel: SALARY.cancel },
      onConfirm: () => void onReopen(fix.id),
    });
  const action = canReopen && !fix.reopenedAt && (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconLockOpen size={14} />}
      aria-label={SALARY.reopenLabel(name)}
      onClick={confirmReopen}
    >
      {SALARY.reopen}
    </Button>
  );

  if (mobile) {
    return (
      <Paper withBorder radius="md" p="sm" data-testid="payroll-fix">
        <Text fw={600}>{name}</Text>
        <Text size="sm">
          {from} – {to}
        </Text>
        <Text size="sm" c="dimmed">
          {SALARY.colFixedAt}: {formatDateTime(fix.fixedAt)}
        </Text>
        <Group gap="xs" mt={4} justify="space-between">
          <Text size="sm" c="dimmed" component="div">
            {SALARY.colReopenedAt}: {reopened}
          </Text>
          {action}
        </Group>
      </Paper>
    );
  }
  return (
    <Table.Tr data-testid="payroll-fix">
      <Table.Td>{name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {from} – {to}
      </Table.Td>
      <Table.Td>{formatDateTime(fix.fixedAt)}</Table.Td>
      <Table.Td>{reopened}</Table.Td>
      <Table.Td>{action}</Table.Td>
    </Table.Tr>
  );
}

/** 'Зафиксированные периоды' that touch the month; an owner may reopen one (with confirmation). */
export function PayrollFixesList({
  fixes,
  loading,
  error,
  ...row
}: Omit<RowProps, 'fix'> & { fixes: readonly SalaryPayrollFixFragment[]; loading: boolean; error: unknown }) {
  return (
    <ListPanel
      title={SALARY.fixes}
      hint={SALARY.fixesHint}
      loading={loading}
      error={error}
      failedText={SALARY.fixesFailed}
      emptyText={SALARY.fixesEmpty}
      count={fixes.length}
      mobile={row.mobile}
      columns={
        <>
          <Table.Th>{SALARY.colEmployee}</Table.Th>
          <Table.Th>{SALARY.colPeriod}</Table.Th>
          <Table.Th>{SALARY.colFixedAt}</Table.Th>
          <Table.Th>{SALARY.colReopenedAt}</Table.Th>
          <Table.Th />
        </>
      }
    >
      {fixes.map((f) => (
        <FixRow key={f.id} fix={f} {...row} />
      ))}
    </ListPanel>
  );
}
