import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SharedDashboardFieldsFragment } from '@/gql/graphql';
import { activeCount, amountDue, totalProfit } from '../shared-dashboard-logic';
import { percentText, type SharedMoney } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  hint: ReactNode;
}

/** The cards the payload allows: a figure the dashboard hides is null and has no card. */
function summaryFigures(data: SharedDashboardFieldsFragment, money: SharedMoney): Figure[] {
  const figures: Figure[] = [];
  const { employees } = data;
  const profit = employees && totalProfit(employees);
  if (employees && profit) {
    figures.push({ key: 'profit', label: T.totalProfit, value: money(profit), hint: T.employees(employees.length) });
  }
  // The server names the best by the engine's definition (the highest profit), as the company's dashboard does.
  const best = data.bestEmployee;
  if (employees && employees.length > 0 && best) {
    const hint = best.totalSalary === null ? null : `${money(best.totalSalary)} ${T.perMonth}`;
    figures.push({ key: 'best', label: T.best, value: best.name, hint });
  }
  if (data.baseRatePercentage !== null) {
    figures.push({
      key: 'base-rate',
      label: T.baseRate,
      value: percentText(data.baseRatePercentage),
      hint: money(data.totalBaseRateAmount),
    });
  }
  if (data.totalTeamBonuses !== null) {
    figures.push({
      key: 'team-bonuses',
      label: T.teamBonuses,
      value: money(data.totalTeamBonuses),
      hint: T.autoAccruals,
    });
  }
  if (data.totalAdvances !== null) {
    figures.push({ key: 'advances', label: T.advances, value: money(data.totalAdvances), hint: T.issued });
  }
  const due = amountDue(data.totalSalaryPayouts, data.totalAdvances);
  if (due !== null) figures.push({ key: 'due', label: T.amountDue, value: money(due), hint: T.payoutsMinusAdvances });
  if (employees) {
    figures.push({
      key: 'active',
      label: T.activeEmployees,
      value: activeCount(employees),
      hint: T.ofTotal(employees.length),
    });
  }
  return figures;
}

/** One row on a wall screen (two cards a row on a phone). */
export function SummaryCards({ data, money }: { data: SharedDashboardFieldsFragment; money: SharedMoney }) {
  const figures = summaryFigures(data, money);
  if (figures.length === 0) return null;
  return (
    <Group gap="sm" align="stretch">
      {figures.map((f) => (
        <Card
          key={f.key}
          py={6}
          px="sm"
          radius="lg"
          data-testid="shared-summary"
          data-figure={f.key}
          style={{ flex: '1 1 160px' }}
        >
          <Text c="dimmed" fz="sm" lh={1.3}>
            {f.label}
          </Text>
          <Text fw={800} fz={{ base: 20, md: 26 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
          <Text c="dimmed" fz="xs">
            {f.hint}
          </Text>
        </Card>
      ))}
    </Group>
  );
}
