import { Badge, Card, Group, List, Text, Title } from '@mantine/core';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { formatDateTime } from '@/shared/format/dates';
import { PROTECTION } from '../data-protection.messages';
import { useDataIntegrity } from '../hooks/useProtectionStatus';
import { PanelState } from './PanelState';

/** The company's records as the last integrity check found them, live. */
export function IntegrityPanel({ companyId }: { companyId: number }) {
  const { integrity, error } = useDataIntegrity(companyId);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="data-integrity">
      <Group justify="space-between" mb="md">
        <Title order={4}>{PROTECTION.integrity}</Title>
        {integrity && (
          <Badge color={integrity.valid ? 'teal' : 'red'} variant="light" data-testid="integrity-status">
            {integrity.valid ? PROTECTION_MESSAGES.integrityValid : PROTECTION.integrityIssues(integrity.issues.length)}
          </Badge>
        )}
      </Group>
      {!integrity ? (
        <PanelState error={error} failed={PROTECTION_MESSAGES.integrityFailed} />
      ) : (
        <>
          <Text size="sm">
            {PROTECTION.checkedCount}: <b data-testid="integrity-checked">{integrity.checkedCount}</b>
          </Text>
          <Text size="sm" c="dimmed">
            {PROTECTION.checkedAt}: {formatDateTime(integrity.checkedAt)}
          </Text>
          {integrity.issues.length > 0 && (
            <List mt="md" size="sm" c="red" data-testid="integrity-issues">
              {integrity.issues.map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Card>
  );
}
