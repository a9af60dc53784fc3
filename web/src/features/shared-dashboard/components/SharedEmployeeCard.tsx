import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { STATUS_COLORS, statusLabel } from '@/features/employees/employee-display';
import { roleLabel } from '@/shared/auth/roles';
import { cardRules, isPositive, RULE_BADGES, signedAmount } from '../rule-badges';
import type { SharedMoney } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

type Employee = SharedEmployeeFieldsFragment;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text c="dimmed" fz="xs">
        {label}
      </Text>
      <Text fw={600} fz="sm" truncate>
        {value}
      </Text>
    </div>
  );
}

function RuleLine({ rule, money }: { rule: Employee['appliedRules'][number]; money: SharedMoney }) {
  const badge = RULE_BADGES[rule.salaryMode];
  const amount = signedAmount(rule);
  const positive = isPositive(amount);
  return (
    <Group gap={6} wrap="nowrap" justify="space-between" data-testid="shared-rule">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge size="sm" variant="filled" color={badge.color} style={{ flexShrink: 0 }}>
          {badge.letter}
        </Badge>
        <Text fz="sm" truncate>
          {rule.name}
        </Text>
      </Group>
      <Text fz="sm" fw={700} c={positive ? 'green.8' : 'red.7'} data-positive={positive} style={{ flexShrink: 0 }}>
        {money(amount, positive ? 'always' : 'auto')}
      </Text>
    </Group>
  );
}

/** A compact card for a wall screen: who, the month's total, and what made it. */
export function SharedEmployeeCard({
  employee,
  department,
  money,
}: {
  employee: Employee;
  department: string | undefined;
  money: SharedMoney;
}) {
  const { shown, more } = cardRules(employee.appliedRules);
  return (
    <Card padding="sm" radius="lg" data-testid="shared-employee-card">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Avatar
          src={employee.photoUrl || null}
          name={employee.name}
          color="initials"
          size={48}
          radius="xl"
          alt={employee.name}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} fz={18} lh={1.25} truncate>
            {employee.name}
          </Text>
          <Text c="dimmed" fz="sm" truncate>
            {[roleLabel(employee.role), department].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Badge variant="light" color={STATUS_COLORS[employee.status]} style={{ flexShrink: 0 }}>
          {statusLabel(employee.status)}
        </Badge>
      </Group>
      <Stack gap={4} mt={6}>
        {employee.shouldShowOrdersAndProfit && (
          <SimpleGrid cols={3} spacing="xs" data-testid="orders-profit">
            <Figure label={T.orders} value={String(employee.ordersCount ?? 0)} />
            <Figure label={T.profit} value={money(employee.employeeProfit)} />
            <Figure label={T.averageCheck} value={money(employee.averageCheck)} />
          </SimpleGrid>
        )}
        {employee.totalSalary !== null && (
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed" fz="sm">
              {T.total}
            </Text>
            <Text fw={800} fz={22} lh={1.2} data-testid="employee-total">
              {money(employee.totalSalary)}
            </Text>
          </Group>
        )}
        {shown.map((rule, i) => (
          <RuleLine key={i} rule={rule} money={money} />
        ))}
        {more > 0 && (
          <Text c="dimmed" fz="sm">
            {T.moreRules(more)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
