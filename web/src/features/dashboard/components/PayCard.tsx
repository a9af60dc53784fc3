import { ActionIcon, Avatar, Badge, Card, Divider, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconDots, IconEdit, IconGift, IconHistory, IconId, IconTools } from '@tabler/icons-react';
import type { EmploymentType } from '@staffpay/schema/staff/staff.enums';
import type { DashboardCardFragment, GoalProgressItemFragment } from '@/gql/graphql';
import { employmentTypeLabel, jobTitle } from '@/features/employees';
import { PayslipButton } from '@/features/reports';
import { GoalProgressList } from '@/features/salary';
import { roleLabel } from '@/shared/auth/roles';
import { DASHBOARD } from '../dashboard.messages';
import { AppliedRules, LedgerLines } from './PayCardLists';
import type { QuickMode } from './QuickActions';

export type CardAction = QuickMode | 'edit' | 'details' | 'history';

/** Formats an amount; null (hidden from the caller's role) shows as '—'. */
type Money = (value: string | null, sign?: 'auto' | 'always' | 'exceptZero') => string;

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 600}>
        {value}
      </Text>
    </div>
  );
}

/** One employee's card for the month (docs/payroll.md, 'The card') with its actions. */
export function PayCard({
  card,
  companyId,
  month,
  money,
  canWrite,
  canEdit,
  onAction,
  goals = [],
}: {
  card: DashboardCardFragment;
  /** This employee's goals (goal progress with its projection), live. */
  goals?: readonly GoalProgressItemFragment[];
  companyId: number;
  month: string;
  money: Money;
  canWrite: boolean;
  canEdit: boolean;
  onAction(action: CardAction): void;
}) {
  const position = jobTitle(card);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="pay-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <Avatar src={card.photoUrl || null} size={48} radius="xl" color="violet" alt={card.name}>
            {card.firstName.slice(0, 1)}
            {card.lastName.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {card.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[card.departmentName, position].filter(Boolean).join(' · ')}
            </Text>
            <Group gap={4} mt={2}>
              <Badge size="xs" variant="light">
                {roleLabel(card.role)}
              </Badge>
              <Badge size="xs" variant="light" color="gray">
                {employmentTypeLabel(card.employmentType as EmploymentType)}
              </Badge>
            </Group>
          </div>
        </Group>
        <Group gap={0} wrap="nowrap">
          <PayslipButton companyId={companyId} employeeId={card.id} period={month} compact />
          <Menu position="bottom-end" shadow="md" width={230}>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={DASHBOARD.actions(card.name)}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canWrite && (
                <>
                  <Menu.Item leftSection={<IconCash size={16} />} onClick={() => onAction('advance')}>
                    {DASHBOARD.addAdvance}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconGift size={16} />} onClick={() => onAction('bonusPenalty')}>
                    {DASHBOARD.addBonusPenalty}
                  </Menu.Item>
                  <Menu.Item leftSection={<IconTools size={16} />} onClick={() => onAction('piecework')}>
                    {DASHBOARD.addPiecework}
                  </Menu.Item>
                  <Menu.Divider />
                </>
              )}
              {canEdit && (
                <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onAction('edit')}>
                  {DASHBOARD.edit}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconId size={16} />} onClick={() => onAction('details')}>
                {DASHBOARD.details}
              </Menu.Item>
              <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onAction('history')}>
                {DASHBOARD.history}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      <Stack gap="xs" mt="sm">
        <Text size="xs" fw={600}>
          {DASHBOARD.appliedRules}
        </Text>
        <AppliedRules rules={card.appliedRules} money={money} />
        {card.shouldShowOrdersAndProfit && (
          <Group gap="lg" data-testid="orders-profit">
            <Figure label={DASHBOARD.orders} value={String(card.ordersCount ?? '—')} />
            <Figure label={DASHBOARD.employeeProfit} value={money(card.employeeProfit)} />
          </Group>
        )}
        <Divider />
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={DASHBOARD.baseSalary} value={money(card.baseSalary)} />
          <Figure label={DASHBOARD.totalSalary} value={money(card.totalSalary)} strong />
          {card.piecework !== null && card.piecework !== '0.00' && (
            <Figure label={DASHBOARD.piecework} value={money(card.piecework)} />
          )}
          <Figure label={DASHBOARD.amountDue} value={money(card.amountDue)} />
        </SimpleGrid>
        <LedgerLines
          title={DASHBOARD.bonuses}
          total={card.totalBonuses}
          lines={card.bonuses}
          money={money}
          testId="card-bonuses"
        />
        <LedgerLines
          title={DASHBOARD.penalties}
          total={card.totalPenalties}
          lines={card.penalties}
          money={money}
          negative
          testId="card-penalties"
        />
        <LedgerLines
          title={DASHBOARD.advancesList}
          total={card.totalAdvances}
          lines={card.advances}
          money={money}
          negative
          testId="card-advances"
        />
        <GoalProgressList goals={goals} money={(v) => money(v)} />
      </Stack>
    </Card>
  );
}
