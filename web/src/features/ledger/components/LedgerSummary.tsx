import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { LEDGER_TYPE_COLORS, LEDGER_TYPES } from '@staffpay/schema/pay/ledger-types';
import { useMoney } from '@/shared/company/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import type { LedgerTotals } from '../ledger-view';
import { LEDGER } from '../ledger.messages';

function Figure({ label, value, color, testId }: { label: string; value: string; color: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** Each type's total of the listed records and the net: bonuses − penalties − advances. */
export function LedgerSummary({ totals }: { totals: LedgerTotals }) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {LEDGER_TYPES.map((type) => (
          <Figure
            key={type}
            label={LEDGER.totals[type].label}
            value={money(totals.byType[type])}
            color={LEDGER_TYPE_COLORS[type]}
            testId={LEDGER.totals[type].testId}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="md" data-testid="total-net">
        <Text fw={500}>{LEDGER.netTotal}</Text>
        <Text fw={700} size="lg" c={totals.net?.startsWith('-') ? 'red' : undefined}>
          {money(totals.net)}
        </Text>
      </Group>
    </Paper>
  );
}
