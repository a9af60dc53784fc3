import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { LEDGER_TYPE, LEDGER_TYPE_COLORS, LEDGER_TYPE_LABELS } from '@staffpay/schema/pay/ledger-types';
import { useMoney } from '@/shared/company/useMoney';
import { LedgerHistoryDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDay } from '@/shared/format/dates';
import { MONEY_DECIMALS, negate } from '@/shared/format/money';
import { useWholeConnection } from '@/shared/graphql/whole-connection';
import { usePayRefresh } from '@/shared/live/usePayRefresh';
import { LEDGER } from '../ledger.messages';

/**
 * An employee's bonus history (the passport's history tab): bonuses, penalties,
 * advances and piecework newest first; a penalty's amount with a minus, every other with a plus.
 * Kept current by the company's pay events.
 */
export function LedgerHistory({ companyId, employeeId }: { companyId: number; employeeId: number }) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const { data, loading, error, refetch, fetchMore } = useQuery(LedgerHistoryDocument, {
    variables: { companyId, employeeId },
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(companyId, refetch);

  const { nodes: entries, pageError } = useWholeConnection(data?.ledgerRecordsConnection, loading, fetchMore);
  if (!entries) {
    return error || pageError ? (
      <Alert color="red">{errorMessage(error ?? pageError, LEDGER.historyError)}</Alert>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {LEDGER.historyEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {entries.map((entry) => {
        const penalty = entry.type === 'penalty';
        return (
          <Paper key={entry.id} withBorder radius="md" p="sm" data-testid="history-entry">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <Badge variant="light" color={LEDGER_TYPE_COLORS[entry.type]}>
                    {LEDGER_TYPE_LABELS[entry.type]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDay(entry.appliedDate)}
                  </Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.reason}
                </Text>
                {LEDGER_TYPE[entry.type].quantity === 'counted' && entry.quantity !== null && (
                  <Text size="xs" c="dimmed">
                    {LEDGER.quantity(entry.quantity)}
                  </Text>
                )}
              </Stack>
              <Text fw={600} c={penalty ? 'red' : 'teal'} style={{ whiteSpace: 'nowrap' }}>
                {money(penalty ? negate(entry.amount) : entry.amount, 'always')}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
