import { Alert, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/errors/error-message';

/**
 * A titled list of the screen (performance records, fixed periods): loading, error and empty
 * states, then the rows as a table on desktop or as stacked cards on a phone; `children` are
 * the rows, each rendering itself for the same `mobile`.
 */
export function ListPanel({
  title,
  hint,
  loading,
  error,
  failedText,
  emptyText,
  count,
  mobile,
  columns,
  children,
}: {
  title: string;
  hint?: string;
  loading: boolean;
  error: unknown;
  failedText: string;
  emptyText: string;
  count: number;
  mobile: boolean;
  /** The desktop table's header cells. */
  columns: ReactNode;
  children: ReactNode;
}) {
  let body;
  if (loading) {
    body = (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  } else if (error) {
    body = <Alert color="red">{errorMessage(error, failedText)}</Alert>;
  } else if (count === 0) {
    body = <Text c="dimmed">{emptyText}</Text>;
  } else if (mobile) {
    body = <Stack gap="xs">{children}</Stack>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>{columns}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb={hint ? 0 : 'sm'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {body}
    </Paper>
  );
}
