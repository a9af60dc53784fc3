import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useMoney } from '@/shared/company/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { NumberField } from '@/shared/ui/NumberField';
import { percentCalculation } from '../decimal';
import { SALARY } from '../salary.messages';

type Value = number | string;

/**
 * percent / 100 × base + fixed, exact to the kopeck (rounded half-up to 2 places; docs/payroll.md,
 * 'In the product').
 */
export function PercentCalculator() {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const [percent, setPercent] = useState<Value>('');
  const [base, setBase] = useState<Value>('');
  const [fixed, setFixed] = useState<Value>('');
  const result = percentCalculation(percent, base, fixed);
  const field = { min: 0, step: 0.01, decimalScale: 2, allowNegative: false } as const;

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4">
        {SALARY.calculator}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {SALARY.calculatorHint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberField label={SALARY.percent} value={percent} onChange={setPercent} {...field} />
        <NumberField label={SALARY.base} value={base} onChange={setBase} {...field} />
        <NumberField label={SALARY.fixedPart} value={fixed} onChange={setFixed} {...field} />
      </SimpleGrid>
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text fw={500}>{SALARY.result}</Text>
        <Text fw={700} size="xl" data-testid="calculator-result" aria-live="polite">
          {result === null ? SALARY.unreadable : money(result)}
        </Text>
      </Group>
    </Paper>
  );
}
