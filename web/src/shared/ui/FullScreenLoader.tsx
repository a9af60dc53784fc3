import { Center, Loader } from '@mantine/core';

export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-label="Загрузка">
      <Loader size="lg" />
    </Center>
  );
}
