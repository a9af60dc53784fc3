import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { APPLIED_RULE_MODE } from '@staffpay/schema/pay/pay.enums';
import { useMoney } from '@/shared/company/useMoney';
import { formatDay } from '@/shared/format/dates';
import { HIDDEN_FIGURE, MONEY_DECIMALS } from '@/shared/format/money';
import type { PerformancePreview } from '../hooks/usePerformanceActions';
import { SALARY } from '../salary.messages';

const MONEY_ROWS = [
  'employeeProfit',
  'baseSalary',
  'totalBonuses',
  'totalPenalties',
  'totalSalary',
  'amountDue',
] as const;

/** The orders the record adds, signed; a count the viewer's role does not see (null) is '—'. */
const addedCount = (count: number | null) => (count === null ? HIDDEN_FIGURE : count > 0 ? `+${count}` : count);

/**
 * What 'Применить правила' found (docs/payroll.md, 'Preview'): the employee's
 * card for the month of the end date before and after the record, and the difference; nothing
 * has been saved. Every figure is the engine's.
 */
export function PreviewFigures({ preview }: { preview: PerformancePreview }) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const { before, after, added, period } = preview;
  const changed = new Map(added.appliedRules.map((r) => [`${r.source}:${r.ruleId}`, r.calculatedAmount]));

  return (
    <Paper withBorder radius="md" p="md" data-testid="performance-preview">
      <Title order={4}>{SALARY.previewTitle}</Title>
      <Text size="sm" c="dimmed">
        {SALARY.previewHint}. {SALARY.previewPeriod(formatDay(period.from), formatDay(period.to))}
      </Text>
      <Table.ScrollContainer minWidth={420} mt="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{SALARY.colFigure}</Table.Th>
              <Table.Th ta="right">{SALARY.colBefore}</Table.Th>
              <Table.Th ta="right">{SALARY.colAfter}</Table.Th>
              <Table.Th ta="right">{SALARY.colAdded}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr data-testid="preview-ordersCount">
              <Table.Td>{SALARY.rows.ordersCount}</Table.Td>
              <Table.Td ta="right">{before.ordersCount ?? HIDDEN_FIGURE}</Table.Td>
              <Table.Td ta="right">{after.ordersCount ?? HIDDEN_FIGURE}</Table.Td>
              <Table.Td ta="right">{addedCount(added.ordersCount)}</Table.Td>
            </Table.Tr>
            {MONEY_ROWS.map((row) => (
              <Table.Tr key={row} data-testid={`preview-${row}`}>
                <Table.Td>{SALARY.rows[row]}</Table.Td>
                <Table.Td ta="right">{money(before[row])}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(after[row])}
                </Table.Td>
                <Table.Td ta="right">{money(added[row], 'exceptZero')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600} mt="md" mb={4}>
        {SALARY.appliedRules}
      </Text>
      {after.appliedRules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {SALARY.noAppliedRules}
        </Text>
      ) : (
        <Stack gap={4} data-testid="preview-rules">
          {after.appliedRules.map((rule) => {
            const difference = changed.get(`${rule.source}:${rule.ruleId}`);
            return (
              <Group key={`${rule.source}:${rule.ruleId}`} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={rule.salaryMode === 'penalty' ? 'red' : 'blue'} size="sm">
                    {APPLIED_RULE_MODE[rule.salaryMode].modeLabel}
                  </Badge>
                  <Text size="sm">{rule.name}</Text>
                </Group>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {money(rule.calculatedAmount)}
                  {difference !== undefined && ` (${money(difference, 'exceptZero')})`}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
