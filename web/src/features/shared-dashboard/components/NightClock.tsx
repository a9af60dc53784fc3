import { Center, Stack, Text } from '@mantine/core';
import type { SharedBrandingFieldsFragment } from '@/gql/graphql';
import { useNow } from '../hooks/useNow';
import { clockText } from '../shared-format';
import { ServiceBrand } from './ServiceBrand';

/** The clock moves on the minute; a few seconds late at most is plenty for 'HH:MM'. */
const CLOCK_TICK_MS = 5_000;

/** The night in 'clock' mode: only a big clock on the company's time and the logo, on black, shifted against burn-in. */
export function NightClock({
  timezone,
  branding,
  shift,
}: {
  timezone: string | null | undefined;
  branding: SharedBrandingFieldsFragment | null | undefined;
  shift: string;
}) {
  const now = useNow(CLOCK_TICK_MS);
  return (
    <Center h="100dvh" bg="black" c="gray.5" data-night="clock" style={{ overflow: 'hidden', cursor: 'none' }}>
      <Stack align="center" gap="xl" style={{ transform: shift }}>
        <Text
          data-testid="night-clock"
          fw={200}
          lh={1}
          style={{ fontSize: 'min(28vw, 40vh)', fontVariantNumeric: 'tabular-nums' }}
        >
          {clockText(now, timezone, false)}
        </Text>
        <ServiceBrand branding={branding} />
      </Stack>
    </Center>
  );
}
