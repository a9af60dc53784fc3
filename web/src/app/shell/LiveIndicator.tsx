import { Box, Tooltip } from '@mantine/core';
import { useSocketConnected } from '@/shared/live/socket-status';

export const LIVE_TEXT = {
  up: 'Обновления в реальном времени',
  down: 'Нет соединения для обновлений: данные обновляются раз в несколько секунд',
} as const;

/** A small dot by the bell: green while changes are pushed, orange while screens fall back to polling. */
export function LiveIndicator() {
  const up = useSocketConnected();
  const label = up ? LIVE_TEXT.up : LIVE_TEXT.down;
  return (
    <Tooltip label={label} openDelay={300}>
      <Box
        role="status"
        aria-label={label}
        data-live={up ? 'up' : 'down'}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          background: up ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-orange-6)',
        }}
      />
    </Tooltip>
  );
}
