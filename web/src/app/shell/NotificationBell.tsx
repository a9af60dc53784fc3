import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell, IconBellFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export const BADGE_CAP = 99;

/** '99+' above 99, the number otherwise; null when there is nothing unread. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * A filled purple bell with a red badge while something is unread, otherwise grey
 * without a badge. It always links to /notifications.
 */
export function NotificationBell({ count }: { count: number }) {
  const text = badgeText(count);
  const label = text ? `Уведомления: ${text} непрочитанных` : 'Уведомления';
  return (
    <Tooltip label="Уведомления" openDelay={700}>
      <Indicator label={text} disabled={!text} color="red" size={18} offset={4} inline>
        <ActionIcon
          component={Link}
          to="/notifications"
          size="lg"
          radius="xl"
          variant={text ? 'filled' : 'subtle'}
          color={text ? 'violet' : 'gray'}
          aria-label={label}
          data-unread={text ? 'true' : 'false'}
        >
          {text ? <IconBellFilled size={18} /> : <IconBell size={18} />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
