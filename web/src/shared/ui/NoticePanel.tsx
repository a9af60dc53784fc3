import { Paper, Text, Title } from '@mantine/core';

/** A screen's plain notice in place of its content: no company chosen, no access for the role. */
export function NoticePanel({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" maw={640}>
      <Title order={3}>{title}</Title>
      {hint && (
        <Text c="dimmed" mt="xs">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
