import { Affix, Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { CLIENT_ERROR_MESSAGES } from '@staffpay/schema/client-errors/client-error.schemas';
import { useConnectionLost } from './connection-check';

/** Shown while the API does not answer, on every page; it goes by itself once it does (docs/developer-settings.md). */
export function ConnectionNotice() {
  const lost = useConnectionLost();
  if (!lost) return null;
  return (
    <Affix position={{ top: 16, left: '50%' }} style={{ transform: 'translateX(-50%)' }} zIndex={1000}>
      <Alert
        role="alert"
        color="orange"
        variant="filled"
        radius="md"
        icon={<IconWifiOff size={20} />}
        title={CLIENT_ERROR_MESSAGES.connectionTitle}
        maw={480}
        w="calc(100vw - 32px)"
        data-testid="connection-notice"
      >
        {CLIENT_ERROR_MESSAGES.connectionText}
      </Alert>
    </Affix>
  );
}
