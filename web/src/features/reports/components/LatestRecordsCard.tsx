import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LEDGER_TYPE_COLORS, LEDGER_TYPE_LABELS } from '@staffpay/schema/pay/ledger-types';
import type { ReportsScreenQuery } from '@/gql/graphql';
import { formatDay } from '@/shared/format/dates';
import { REPORTS } from '../reports.messages';

type Record = ReportsScreenQuery['reportSummary']['latestRecords'][number];

/** The period's five newest bonus, penalty, advance and piecework records. */
export function LatestRecordsCard({ records, money }: { records: Record[]; money: (value: string | null) => string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-latest">
      <Title order={4} mb="md">
        {REPORTS.latest}
      </Title>
      {records.length === 0 ? (
        <Text c="dimmed">{REPORTS.noRecords}</Text>
      ) : (
        <Stack gap="sm">
          {records.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {r.employeeName}
                  </Text>
                  <Badge size="sm" variant="light" color={LEDGER_TYPE_COLORS[r.type]}>
                    {LEDGER_TYPE_LABELS[r.type]}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {formatDay(r.appliedDate)} · {r.reason}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(r.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
