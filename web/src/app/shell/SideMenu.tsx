import { Box, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBell,
  IconBuilding,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconGift,
  IconHierarchy2,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconShieldCheck,
  IconShieldLock,
  IconTemplate,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@/features/auth';
import { ServiceLogo, type Branding } from '@/features/developer-settings';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import { CompanySwitcher } from './CompanySwitcher';
import { isMenuItemActive, MENU } from './route-meta';

const ICONS: Record<string, Icon> = {
  '/dashboard': IconLayoutDashboard,
  '/employees': IconUsers,
  '/departments': IconHierarchy2,
  '/branches': IconBuildingStore,
  '/salary': IconCash,
  '/rule-templates': IconTemplate,
  '/bonuses': IconGift,
  '/reports': IconChartBar,
  '/companies': IconBuilding,
  '/custom-dashboards': IconListDetails,
  '/roles': IconShieldLock,
  '/data-protection': IconShieldCheck,
  '/notifications': IconBell,
  '/settings': IconSettings,
};

/** A tooltip opens after 700 ms. */
export const TOOLTIP_DELAY = 700;

/**
 * The side menu. `brand` is the company's developer settings: their service logo at its size and
 * slogan head the menu (the product's logo and name when none). `iconsOnly` (the settings' "hide
 * menu labels") shows each item as its icon with the label in a tooltip and as its accessible name.
 */
export function SideMenu({
  user,
  onNavigate,
  withSwitcher = false,
  brand = null,
  iconsOnly = false,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
  withSwitcher?: boolean;
  brand?: Branding | null;
  iconsOnly?: boolean;
}) {
  const { pathname } = useLocation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const avatar = <UserAvatar firstName={user.firstName} imageUrl={user.profileImageUrl} size={38} />;
  return (
    <Stack h="100%" gap={0} data-icons-only={iconsOnly || undefined}>
      <Box
        p={iconsOnly ? 'xs' : 'md'}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        data-testid="menu-brand"
      >
        <ServiceLogo brand={brand} compact={iconsOnly} />
        {withSwitcher && (
          <Box mt="md">
            <CompanySwitcher fullWidth />
          </Box>
        )}
      </Box>
      <ScrollArea style={{ flex: 1 }} px={iconsOnly ? 'xs' : 'sm'} py="sm" component="nav" aria-label="Главное меню">
        <Stack gap={iconsOnly ? 'xs' : 'md'}>
          {MENU.map((group, index) => (
            <div key={group.label}>
              {iconsOnly ? (
                index > 0 && <Divider mb="xs" />
              ) : (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {group.label}
                </Text>
              )}
              {group.items.map((item) => {
                const ItemIcon = ICONS[item.path] ?? IconLayoutDashboard;
                const active = isMenuItemActive(item.path, pathname);
                const link = (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={iconsOnly ? undefined : item.label}
                    aria-label={iconsOnly ? item.label : undefined}
                    leftSection={<ItemIcon size={iconsOnly ? 20 : 18} stroke={1.6} />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    variant="light"
                    color="violet"
                    onClick={onNavigate}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    styles={
                      iconsOnly
                        ? {
                            root: { justifyContent: 'center' },
                            section: { marginInlineEnd: 0 },
                            body: { display: 'none' },
                          }
                        : undefined
                    }
                  />
                );
                return iconsOnly ? (
                  <Tooltip key={item.path} label={item.label} position="right" withArrow openDelay={TOOLTIP_DELAY}>
                    {link}
                  </Tooltip>
                ) : (
                  link
                );
              })}
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <Group
        p={iconsOnly ? 'xs' : 'md'}
        gap="sm"
        wrap="nowrap"
        justify={iconsOnly ? 'center' : undefined}
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        data-testid="menu-footer"
      >
        {iconsOnly ? (
          <Tooltip label={`${fullName} · ${user.email}`} position="right" withArrow openDelay={TOOLTIP_DELAY}>
            <Box aria-label={fullName}>{avatar}</Box>
          </Tooltip>
        ) : (
          <>
            {avatar}
            <Box miw={0}>
              <Text size="sm" fw={600} truncate>
                {fullName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </Box>
          </>
        )}
      </Group>
    </Stack>
  );
}
