import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { APPLIED_RULE_MODE_LABELS } from '@staffpay/schema/pay/pay.enums';
import type { DashboardCardFragment, DashboardLedgerLineFragment } from '@/gql/graphql';
import { negate } from '@/shared/format/money';
import { DASHBOARD } from '../dashboard.messages';

/** Formats an amount; null (hidden from the caller's role) shows as '—'. */
type Money = (value: string | null, sign?: 'auto' | 'always' | 'exceptZero') => string;

const RULE_COLORS = { base: undefined, bonus: 'teal', penalty: 'red' } as const;

/** Applied rules as the card's lines: '<name> - Бонус: +5 000', penalties with a minus. */
export function AppliedRules({ rules, money }: { rules: DashboardCardFragment['appliedRules']; money: Money }) {
  if (rules.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {DASHBOARD.noRules}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="applied-rules">
      {rules.map((r) => (
        <Text key={`${r.source}-${r.ruleId}`} size="xs" c={RULE_COLORS[r.salaryMode]}>
          {r.name} - {APPLIED_RULE_MODE_LABELS[r.salaryMode]}:{' '}
          {r.salaryMode === 'penalty'
            ? money(negate(r.calculatedAmount))
            : money(r.calculatedAmount, r.salaryMode === 'bonus' ? 'always' : 'auto')}
        </Text>
      ))}
    </Stack>
  );
}

/** One scrollable list of the card's ledger lines (bonuses, penalties or advances) with its total. */
export function LedgerLines({
  title,
  total,
  lines,
  money,
  negative = false,
  testId,
}: {
  title: string;
  total: string | null;
  lines: DashboardLedgerLineFragment[];
  money: Money;
  negative?: boolean;
  testId: string;
}) {
  const shown = (v: string | null) => money(negative ? negate(v) : v);
  return (
    <Stack gap={2} data-testid={testId}>
      <Group justify="space-between">
        <Text size="xs" fw={600}>
          {title}
        </Text>
        <Text size="xs" fw={600} c={negative ? 'red' : undefined}>
          {shown(total)}
        </Text>
      </Group>
      {lines.length > 0 && (
        <ScrollArea.Autosize mah={72} type="auto">
          <Stack gap={0}>
            {lines.map((l) => (
              <Group key={l.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed" truncate>
                  {l.reason}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {shown(l.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
