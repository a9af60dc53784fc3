import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListSectionProps<T> {
  title: string;
  hint: string;
  /** The create button; none when the section only lists. */
  create?: { label: string; onClick: () => void };
  items: readonly T[] | null | undefined;
  loading: boolean;
  error: unknown;
  loadError: string;
  retryLabel: string;
  onRetry: () => void;
  empty: { icon: ReactNode; text: string };
  testId?: string;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The frame the API settings' lists share (tokens, integrations, webhooks): title and hint, the
 * create button, then loading, a failed load with its retry, the empty line, or the list itself.
 */
export function ListSection<T>(props: ListSectionProps<T>) {
  const { items, loading, error, create, empty } = props;
  return (
    <Stack gap="md" data-testid={props.testId}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={4}>{props.title}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {props.hint}
          </Text>
        </div>
        {create && (
          <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
            {create.label}
          </Button>
        )}
      </Group>
      {loading && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {!loading && !items && Boolean(error) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={props.loadError} maw={640}>
          <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
            {props.retryLabel}
          </Button>
        </Alert>
      )}
      {items && items.length === 0 && (
        <Group gap="xs" c="dimmed" py="sm">
          {empty.icon}
          <Text size="sm">{empty.text}</Text>
        </Group>
      )}
      {items && items.length > 0 && props.children(items)}
    </Stack>
  );
}
