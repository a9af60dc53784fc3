import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { pluralRu } from '@/shared/format/plural';
import { TEMPLATES } from '../rule-templates.messages';

/**
 * A list of templates: a header with the count and the create button, the loading, error and
 * empty states (the empty one offers 'Создать первый шаблон'), and the card grid (one column on
 * a phone). The create buttons only with `canCreate` (salaries.create).
 */
export function TemplateList<T extends { id: number }>({
  title,
  items,
  loading,
  error,
  canCreate,
  empty,
  emptyHint,
  onCreate,
  onRetry,
  renderCard,
}: {
  /** The standalone page's heading; a tab has its name on the tab. */
  title?: string;
  items: readonly T[];
  loading: boolean;
  error: unknown;
  canCreate: boolean;
  empty: string;
  emptyHint: string;
  onCreate(): void;
  onRetry(): void;
  renderCard(item: T): ReactNode;
}) {
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  // A failed refresh keeps the cards already shown; only a list never loaded gives way to the error.
  if (error && items.length === 0) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={TEMPLATES.loadError} maw={560}>
        <Text size="sm">{errorMessage(error, TEMPLATES.loadError)}</Text>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {TEMPLATES.retry}
        </Button>
      </Alert>
    );
  }
  const create = (label: string) => (
    <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
      {label}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" align="baseline">
          {title && (
            <Title order={2} size="h3">
              {title}
            </Title>
          )}
          <Text c="dimmed" size="sm">
            {items.length} {pluralRu(items.length, TEMPLATES.count)}
          </Text>
        </Group>
        {canCreate && items.length > 0 && create(TEMPLATES.create)}
      </Group>
      {items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack align="center" gap="xs">
            <Title order={3}>{empty}</Title>
            <Text c="dimmed">{emptyHint}</Text>
            {canCreate && <Group mt="sm">{create(TEMPLATES.createFirst)}</Group>}
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {items.map((item) => (
            <Fragment key={item.id}>{renderCard(item)}</Fragment>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
