import { Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const ICONS = {
  success: { color: 'teal', icon: <IconCheck size={30} /> },
  error: { color: 'red', icon: <IconAlertTriangle size={30} /> },
  mail: { color: 'violet', icon: <IconMailForward size={30} /> },
} as const;

/** A state screen: spinner or icon, title, text and the actions that lead on. */
export function ResultView({
  kind,
  title,
  children,
  actions,
}: {
  kind: keyof typeof ICONS | 'loading';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'loading' ? (
        <Loader size="lg" />
      ) : (
        <ThemeIcon size={60} radius="xl" variant="light" color={ICONS[kind].color}>
          {ICONS[kind].icon}
        </ThemeIcon>
      )}
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
      {actions && (
        <Stack w="100%" gap="xs">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

export function ResultText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
