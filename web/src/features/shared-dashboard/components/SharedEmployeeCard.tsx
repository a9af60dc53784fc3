import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { STATUS_COLORS, statusLabel } from '@/features/employees';
import { roleLabel } from '@/shared/auth/roles';
import { cardLines, isPositive, RULE_BADGES, shownLines, type CardLine } from '../rule-badges';
import type { SharedMoney } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

type Employee = SharedEmployeeFieldsFragment;

/** 'Заказы 12' inside the card's one line of figures. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      {label}{' '}
      <Text span fz="sm" lh={1} fw={700} c="var(--mantine-color-text)">
        {value}
      </Text>
    </>
  );
}

/** A rule's badge and name, and its amount unless the link shows no money (`privacy`). */
function RuleLine({ line, money, privacy }: { line: CardLine; money: SharedMoney; privacy: boolean }) {
  const badge = RULE_BADGES[line.kind];
  const { amount } = line;
  const positive = isPositive(amount);
  return (
    <Group gap={6} wrap="nowrap" justify="space-between" data-testid="shared-rule">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge size="xs" variant="filled" color={badge.color} style={{ flexShrink: 0 }}>
          {badge.letter}
        </Badge>
        <Text fz="sm" lh={1.3} truncate>
          {line.name}
        </Text>
      </Group>
      {!privacy && (
        <Text
          fz="sm"
          lh={1.3}
          fw={700}
          c={amount === null ? 'dimmed' : positive ? 'green.8' : 'red.7'}
          data-positive={positive}
          style={{ flexShrink: 0 }}
        >
          {money(amount, positive ? 'always' : 'auto')}
        </Text>
      )}
    </Group>
  );
}

/**
 * A compact card for a wall screen (about 160 px tall with three rules, so four rows fit 1080p):
 * who and the month's total first, then the figures and what made the total. In `privacy` mode
 * the server sends no money: the card shows the rank by profit ('№ 2') and the rules' names.
 */
export function SharedEmployeeCard({
  employee,
  department,
  money,
  minHeight,
  privacy = false,
}: {
  employee: Employee;
  department: string | undefined;
  money: SharedMoney;
  minHeight?: string;
  privacy?: boolean;
}) {
  const { shown, more } = shownLines(cardLines(employee));
  return (
    <Card padding="xs" px="sm" radius="lg" mih={minHeight} data-testid="shared-employee-card">
      <Group wrap="nowrap" gap="xs" align="flex-start">
        <Avatar
          src={employee.photoUrl || null}
          name={employee.name}
          color="initials"
          size={40}
          radius="xl"
          alt={employee.name}
        />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} fz={17} lh={1.25} truncate>
            {employee.name}
          </Text>
          <Text c="dimmed" fz="sm" lh={1.3} truncate>
            {[roleLabel(employee.role), department].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          {privacy && employee.rank !== null && (
            <Text fw={800} fz={21} lh={1.15} title={T.rankTitle} data-testid="employee-rank">
              {T.rank(employee.rank)}
            </Text>
          )}
          {!privacy && employee.totalSalary !== null && (
            <Text fw={800} fz={21} lh={1.15} title={T.total} data-testid="employee-total">
              {money(employee.totalSalary)}
            </Text>
          )}
          <Badge size="xs" variant="light" color={STATUS_COLORS[employee.status]}>
            {statusLabel(employee.status)}
          </Badge>
        </Stack>
      </Group>
      <Stack gap={2} mt={4}>
        {employee.shouldShowOrdersAndProfit && !privacy && (
          <Text fz="xs" lh={1.4} c="dimmed" truncate data-testid="orders-profit">
            <Figure label={T.orders} value={String(employee.ordersCount ?? '—')} />
            {' · '}
            <Figure label={T.profit} value={money(employee.employeeProfit)} />
            {' · '}
            <Figure label={T.averageCheck} value={money(employee.averageCheck)} />
          </Text>
        )}
        {shown.map((line, i) => (
          <RuleLine key={i} line={line} money={money} privacy={privacy} />
        ))}
        {more > 0 && (
          <Text c="dimmed" fz="xs" lh={1.3}>
            {T.moreRules(more)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
