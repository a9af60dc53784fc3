import { Alert, Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { CLIENT_ERROR_MESSAGES } from '@staffpay/schema/client-errors/client-error.schemas';
import { formatDateTime } from '@/shared/format/dates';
import { DEVELOPER } from '../developer-settings.messages';
import { useClientErrors, type ClientError } from '../hooks/useClientErrors';

const KIND_COLORS: Record<string, string> = {
  script: 'red',
  rejection: 'orange',
  console: 'yellow',
  auth: 'grape',
  api: 'blue',
  network: 'gray',
};

function ErrorRow({ error }: { error: ClientError }) {
  return (
    <Table.Tr data-testid="client-error">
      <Table.Td>
        <Badge color={KIND_COLORS[error.kind] ?? 'gray'} variant="light" title={error.kind}>
          {DEVELOPER.errorKinds[error.kind] ?? error.kind}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {error.message}
        </Text>
        {(error.path || error.operation) && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {[error.path, error.operation].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{error.status ? DEVELOPER.status(error.status) : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{DEVELOPER.errorTimes(error.count)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(error.occurredAt)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The latest errors members' browsers reported (docs/developer-settings.md), new ones pushed in as
 * they are reported.
 */
export function ClientErrorsList({ companyId }: { companyId: number }) {
  const { errors, loading, error, retry } = useClientErrors(companyId);
  return (
    <Stack gap="xs" data-testid="client-errors">
      <Title order={4}>{CLIENT_ERROR_MESSAGES.listTitle}</Title>
      <Text size="sm" c="dimmed">
        {DEVELOPER.errorsHint}
      </Text>
      {loading && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {!loading && !errors && error && (
        <Alert color="red" title={DEVELOPER.errorsLoadFailed} maw={640}>
          <Button size="xs" variant="light" color="red" onClick={retry}>
            {DEVELOPER.retry}
          </Button>
        </Alert>
      )}
      {errors && errors.length === 0 && (
        <Text c="dimmed" size="sm" py="sm">
          {CLIENT_ERROR_MESSAGES.listEmpty}
        </Text>
      )}
      {errors && errors.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                {DEVELOPER.errorColumns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e) => (
                <ErrorRow key={e.id} error={e} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
