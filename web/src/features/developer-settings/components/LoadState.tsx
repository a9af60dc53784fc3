import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { DEVELOPER } from '../developer-settings.messages';

/** While the developer settings load, or why they did not. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={DEVELOPER.loadError} maw={640}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {DEVELOPER.retry}
      </Button>
    </Alert>
  );
}
