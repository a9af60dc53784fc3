import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Center h="100dvh">
      <Stack align="center" gap="xs">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Страница не существует или была перемещена.</Text>
        <Anchor component={Link} to="/">
          На главную
        </Anchor>
      </Stack>
    </Center>
  );
}
