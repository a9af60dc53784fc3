import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { NOTIFICATION_SETTINGS } from '../notification-settings.messages';

/** While the role notification settings load, or why they did not. */
export function SettingsLoadState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={NOTIFICATION_SETTINGS.loadError} maw={640}>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {NOTIFICATION_SETTINGS.retry}
      </Button>
    </Alert>
  );
}
