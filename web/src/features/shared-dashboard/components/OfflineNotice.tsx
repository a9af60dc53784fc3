import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { clockText } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

/** 'Нет связи с 14:32': since when the screen has had no connection, on the company's clock. */
export function OfflineNotice({ since, timezone }: { since: Date; timezone: string | null | undefined }) {
  return (
    <Badge
      size="xl"
      color="red"
      variant="filled"
      tt="none"
      leftSection={<IconWifiOff size="1.1em" />}
      data-testid="offline-notice"
      role="status"
    >
      {T.offlineSince(clockText(since, timezone, false))}
    </Badge>
  );
}
