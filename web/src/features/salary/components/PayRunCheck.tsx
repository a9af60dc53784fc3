import { Alert, Badge, Card, Group, List, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { PAY_ANOMALY_KIND_LABELS, PAY_ANOMALY_KINDS } from '@staffpay/schema/pay/pay-run.schemas';
import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMoney } from '@/shared/company/useMoney';
import { errorMessage } from '@/shared/errors/error-message';
import { usePayRunCheck } from '../hooks/usePayRunCheck';
import { ANOMALY_SENTENCE } from '../pay-run-anomaly-texts';
import { PAY_RUN } from '../pay-run.messages';

/** A share in percent (25) as the API's decimal share ('0.25'); an out-of-range value falls back to 25 %. */
export function shareOf(percent: number | string): string {
  const n = typeof percent === 'number' ? percent : Number(percent);
  if (!Number.isFinite(n) || n <= 0 || n > 1000) return '0.25';
  return String(Math.round(n * 100) / 10_000);
}

/**
 * 'Проверка перед закрытием': the month's findings grouped by kind, one sentence each, live
 * (payRunAnomaliesChanged); the threshold of a changed total is set in percent.
 */
export function PayRunCheck({ companyId, period }: { companyId: number; period: string }) {
  const [percent, setPercent] = useState<number | string>(25);
  const [debounced] = useDebouncedValue(percent, 400);
  const { check, loading, error } = usePayRunCheck(companyId, period, shareOf(debounced));
  const money = useMoney(2);
  let body;
  if (loading) body = <Loader size="sm" />;
  else if (!check) body = <Alert color="red">{errorMessage(error, PAY_RUN.checkError)}</Alert>;
  else if (check.items.length === 0) body = <Text c="dimmed">{PAY_RUN.none}</Text>;
  else {
    body = PAY_ANOMALY_KINDS.map((kind) => {
      const items = check.items.filter((a) => a.kind === kind);
      if (items.length === 0) return null;
      return (
        <Stack key={kind} gap={4}>
          <Group gap="xs">
            <Text fw={600}>{PAY_ANOMALY_KIND_LABELS[kind]}</Text>
            <Badge size="sm" variant="light" color="orange">
              {items.length}
            </Badge>
          </Group>
          <List size="sm" spacing={2}>
            {items.map((a) => (
              <List.Item
                key={`${a.kind}-${a.employeeId}-${a.ruleId ?? ''}-${a.recordIds.join('.')}`}
                data-kind={a.kind}
              >
                {ANOMALY_SENTENCE[kind](a, money)}
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    });
  }
  return (
    <Card withBorder data-testid="pay-run-anomalies">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={4}>{PAY_RUN.checkTitle}</Title>
          <NumberInput
            label={PAY_RUN.shareLabel}
            value={percent}
            onChange={setPercent}
            min={1}
            max={1000}
            step={5}
            w={180}
          />
        </Group>
        {check && (
          <Text size="sm" c="dimmed">
            {PAY_RUN.comparedWith(check.comparedWith ?? null)}
          </Text>
        )}
        {body}
      </Stack>
    </Card>
  );
}
