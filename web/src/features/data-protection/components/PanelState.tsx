import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A panel's figures while they load, or the screen's sentence when they could not be read. */
export function PanelState({ error, failed }: { error: unknown; failed: string }) {
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {failed}
      </Alert>
    );
  }
  return (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  );
}
