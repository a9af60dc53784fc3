import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { ProductLogo } from '@/shared/ui/ProductLogo';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

/**
 * 'Дашборд недоступен' with why: the link is unknown, rotated or deleted, or the load failed; a
 * paused or expired link says so as its title ('Ссылка приостановлена'), without more text.
 */
export function SharedUnavailable({ title = T.unavailable, text }: { title?: string; text?: string }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <ProductLogo withSlogan={false} />
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" mt="md">
            <IconLinkOff size={30} />
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          {text && (
            <Text c="dimmed" size="lg">
              {text}
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
