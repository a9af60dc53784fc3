import { Badge, Card, Group, List, Title } from '@mantine/core';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { DatabaseHealthFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/shared/format/dates';
import { PROTECTION } from '../data-protection.messages';
import { useDatabaseHealth } from '../hooks/useProtectionStatus';
import { FactList, type Fact } from './FactList';
import { PanelState } from './PanelState';

const STATUS_COLORS: Record<string, string> = { healthy: 'teal', warning: 'orange', error: 'red' };

// Without a figure (the server could not read it) the row says so rather than showing 0.
const shown = <T,>(value: T | null | undefined, text: (v: T) => string = String) =>
  value === null || value === undefined ? PROTECTION.unknown : text(value);
const named = (labels: Record<string, string>) => (key: string) => labels[key] ?? key;

function facts(d: DatabaseHealthFieldsFragment['details']): Fact[] {
  return [
    { label: PROTECTION.connection, value: named(PROTECTION.connectionStates)(d.connection) },
    { label: PROTECTION.latency, value: shown(d.latencyMs, PROTECTION.latencyMs) },
    { label: PROTECTION.employees, value: shown(d.employeeCount) },
    { label: PROTECTION.indexes, value: shown(d.indexCount) },
    { label: PROTECTION.triggers, value: shown(d.triggerCount) },
    { label: PROTECTION.pendingMigrations, value: shown(d.pendingMigrations) },
    { label: PROTECTION.events, value: shown(d.events, named(PROTECTION.eventStates)) },
    { label: PROTECTION.checkedAt, value: formatDateTime(d.timestamp) },
  ];
}

/** The database's state as the server last checked it, live. */
export function HealthPanel({ companyId }: { companyId: number }) {
  const { health, error } = useDatabaseHealth(companyId);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="database-health">
      <Group justify="space-between" mb="md">
        <Title order={4}>{PROTECTION.health}</Title>
        {health && (
          <Badge color={STATUS_COLORS[health.status] ?? 'gray'} variant="light" data-testid="health-status">
            {named(PROTECTION.status)(health.status)}
          </Badge>
        )}
      </Group>
      {!health ? (
        <PanelState error={error} failed={PROTECTION_MESSAGES.healthFailed} />
      ) : (
        <>
          <FactList facts={facts(health.details)} labelWidth="min(15.5rem, 55%)" />
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
