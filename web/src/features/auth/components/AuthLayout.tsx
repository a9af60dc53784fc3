import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductLogo } from '@/shared/ui/ProductLogo';

/** The centred card every sign-in screen uses. */
export function AuthLayout({ title, subtitle, children }: { title?: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" py="xl" px="md">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <ProductLogo />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p="xl">
            {title && (
              <Stack gap={4} mb="lg">
                <Title order={2} size="h3">
                  {title}
                </Title>
                {subtitle && (
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                )}
              </Stack>
            )}
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
