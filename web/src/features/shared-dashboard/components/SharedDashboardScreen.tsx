import { Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import type {
  SharedBirthdayFragment,
  SharedBrandingFieldsFragment,
  SharedDashboardFieldsFragment,
} from '@/gql/graphql';
import { BirthdayBanner } from '@/features/dashboard';
import { tallestCardRem } from '../card-height';
import { useCardPages } from '../hooks/useCardPages';
import { useScreenScale } from '../hooks/useScreenScale';
import { TAB_ROTATION_MS, useTabRotation } from '../hooks/useTabRotation';
import { departmentTabs, employeesOf, thresholdsOf } from '../shared-dashboard-logic';
import { sharedMoney } from '../shared-format';
import { ALL_DEPARTMENTS, DepartmentLabel, DepartmentTabs } from './DepartmentTabs';
import { EmployeeGrid } from './EmployeeGrid';
import { SharedHeader } from './SharedHeader';
import { SummaryCards } from './SummaryCards';
import { ThresholdGauges } from './ThresholdGauges';

/** From this width the page is a wall screen: exactly the viewport, cards in pages; narrower it scrolls (a phone). */
const WALL_SCREEN_QUERY = '(min-width: 62em)';

/** How much a lost connection dims the figures: still readable, plainly not current. */
const STALE_STYLE = { opacity: 0.45, filter: 'grayscale(1)' } as const;

/** The night's dim: a dark veil over the whole screen, the figures still faintly there. */
const NIGHT_VEIL = { position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.75)', pointerEvents: 'none' } as const;

/**
 * The public dashboard as the link's flags allow it; parts whose data is hidden are left out.
 * On a wall screen it fills the viewport without scrolling: the cards take what the rest leaves,
 * a page at a time, and the pages turn with the department rotation; the content moves a few
 * pixels now and then against burn-in. `kiosk` leaves nothing to click and hides the cursor.
 * The link's settings: its theme (`dark`), the night's `dim`, and the departments' rotation
 * (`rotationSeconds`, 0: they stay; the cards' pages turn every 15 s regardless).
 */
export function SharedDashboardScreen({
  data,
  birthdays,
  branding,
  live,
  receivedAt,
  lostSince,
  kiosk,
  dark = false,
  dim = false,
  rotationSeconds = TAB_ROTATION_MS / 1000,
  shift,
}: {
  data: SharedDashboardFieldsFragment;
  birthdays: SharedBirthdayFragment[];
  branding: SharedBrandingFieldsFragment | null | undefined;
  live: boolean;
  receivedAt: Date | null;
  lostSince: Date | null;
  kiosk: boolean;
  dark?: boolean;
  dim?: boolean;
  rotationSeconds?: number;
  /** The burn-in shift's CSS transform (useBurnInShift). */
  shift?: string;
}) {
  const { employees, thresholdProgress: thresholds, departments } = data;
  const money = useMemo(() => sharedMoney(data.company.currency), [data.company.currency]);
  const departmentNames = useMemo(() => new Map(departments.map((d) => [d.id, d.name])), [departments]);
  const tabs = departmentTabs(departments, employees ?? [], thresholds ?? []);
  const wall = Boolean(useMediaQuery(WALL_SCREEN_QUERY)) || kiosk;
  const scale = useScreenScale();

  const tabKeys = [ALL_DEPARTMENTS, ...tabs.map((d) => String(d.id))];
  const { measure, perPage } = useCardPages(wall, `${tabKeys.length}:${employees?.length ?? 0}`);
  const pagesOf = (key: string) => {
    const department = tabs.find((d) => String(d.id) === key) ?? null;
    return Math.max(1, Math.ceil(employeesOf(employees ?? [], department).length / perPage));
  };
  const rotation = useTabRotation(tabKeys, pagesOf, rotationSeconds > 0 ? rotationSeconds * 1000 : null);
  const department = tabs.find((d) => String(d.id) === rotation.value) ?? null;
  const tabEmployees = employeesOf(employees ?? [], department);
  const shown = wall ? tabEmployees.slice(rotation.page * perPage, (rotation.page + 1) * perPage) : tabEmployees;
  const cardHeight = wall && employees ? `${tallestCardRem(employees, data.privacyMode)}rem` : undefined;

  return (
    <Box
      h={wall ? '100dvh' : undefined}
      mih="100dvh"
      bg={dark ? 'var(--mantine-color-dark-8)' : 'var(--mantine-color-gray-0)'}
      data-testid="shared-screen"
      data-kiosk={kiosk || undefined}
      data-stale={lostSince ? 'true' : undefined}
      data-theme={dark ? 'dark' : 'light'}
      data-night={dim ? 'dim' : undefined}
      style={{ overflow: wall ? 'hidden' : undefined, cursor: kiosk ? 'none' : undefined }}
    >
      <Stack gap={8} p={{ base: 'xs', md: 8 }} h={wall ? '100%' : undefined} style={{ transform: shift }}>
        <SharedHeader
          dashboard={data.dashboard}
          company={data.company}
          branding={branding}
          live={live}
          receivedAt={receivedAt}
          lostSince={lostSince}
        />
        <Stack gap={8} style={{ flex: '1 1 0', minHeight: 0, ...(lostSince ? STALE_STYLE : null) }}>
          <BirthdayBanner people={birthdays} compact />
          <SummaryCards data={data} money={money} />
          {tabs.length > 0 &&
            (kiosk ? (
              <DepartmentLabel departments={tabs} value={rotation.value} />
            ) : (
              <DepartmentTabs
                departments={tabs}
                value={rotation.value}
                rotating={rotation.rotating}
                onPick={rotation.pick}
                onRotate={rotation.setRotating}
              />
            ))}
          {thresholds && <ThresholdGauges items={thresholdsOf(thresholds, department)} scale={scale} />}
          {employees && (
            <Box ref={measure} style={wall ? { flex: '1 1 0', minHeight: 0, overflow: 'hidden' } : undefined}>
              <EmployeeGrid
                employees={shown}
                anyEmployee={employees.length > 0}
                departmentNames={departmentNames}
                money={money}
                cardHeight={cardHeight}
                privacy={data.privacyMode}
              />
            </Box>
          )}
        </Stack>
      </Stack>
      {dim && <Box style={NIGHT_VEIL} data-testid="night-veil" />}
    </Box>
  );
}
