import { Badge, Card, DataList, Group, List, Title } from '@mantine/core';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { PROTECTION } from '../data-protection.messages';
import { useDatabaseHealth } from '../hooks/useProtectionStatus';
import { PanelState } from './PanelState';

const STATUS_COLORS: Record<string, string> = { healthy: 'teal', warning: 'orange', error: 'red' };

const count = (n: number | null | undefined) => (n === null || n === undefined ? PROTECTION.unknown : String(n));
const named = (labels: Record<string, string>, key: string | null | undefined) =>
  key ? (labels[key] ?? key) : PROTECTION.unknown;

/** The database's state as the server last checked it, live. */
export function HealthPanel({ companyId }: { companyId: number }) {
  const { health, error } = useDatabaseHealth(companyId);
  const d = health?.details;
  const rows: [string, ReactNode][] = d
    ? [
        [PROTECTION.connection, named(PROTECTION.connectionStates, d.connection)],
        [
          PROTECTION.latency,
          d.latencyMs === null || d.latencyMs === undefined ? PROTECTION.unknown : PROTECTION.latencyMs(d.latencyMs),
        ],
        [PROTECTION.employees, count(d.employeeCount)],
        [PROTECTION.indexes, count(d.indexCount)],
        [PROTECTION.triggers, count(d.triggerCount)],
        [PROTECTION.pendingMigrations, count(d.pendingMigrations)],
        [PROTECTION.events, named(PROTECTION.eventStates, d.events)],
        [PROTECTION.checkedAt, formatDateTime(d.timestamp)],
      ]
    : [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="database-health">
      <Group justify="space-between" mb="md">
        <Title order={4}>{PROTECTION.health}</Title>
        {health && (
          <Badge color={STATUS_COLORS[health.status] ?? 'gray'} variant="light" data-testid="health-status">
            {named(PROTECTION.status, health.status)}
          </Badge>
        )}
      </Group>
      {!health ? (
        <PanelState error={error} failed={PROTECTION_MESSAGES.healthFailed} />
      ) : (
        <>
          <DataList labelWidth="250px">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
          {health.problems.length > 0 && (
            <List mt="md" size="sm" c="red" data-testid="health-problems">
              {health.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Card>
  );
}
