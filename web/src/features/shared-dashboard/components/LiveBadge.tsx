import { Badge, Box, Indicator, Tooltip } from '@mantine/core';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

/** 'Обновляется': green and pulsing while pushes arrive, orange and still while the page polls instead. */
export function LiveBadge({ live }: { live: boolean }) {
  const color = live ? 'green' : 'orange';
  const hint = live ? T.liveUp : T.liveDown;
  return (
    <Tooltip label={hint}>
      <Badge
        size="xl"
        variant="light"
        color={color}
        data-live={live ? 'up' : 'down'}
        leftSection={
          <Indicator processing={live} color={color} size={10} position="middle-center" inline>
            <Box w={10} h={10} />
          </Indicator>
        }
      >
        {T.live}
      </Badge>
    </Tooltip>
  );
}
