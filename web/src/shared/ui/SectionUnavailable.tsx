import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** An honest notice for a section whose feature is not built yet: no sample data. */
export function SectionUnavailable({ title }: { title: string }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconTools size={26} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed">Этот раздел пока недоступен: он появится в одной из следующих версий.</Text>
      </Stack>
    </Paper>
  );
}
