import { Box, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
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
import { ProductLogo } from '@/shared/ui/ProductLogo';
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

export function SideMenu({
  user,
  onNavigate,
  withSwitcher = false,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
  withSwitcher?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <Stack h="100%" gap={0}>
      <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <ProductLogo />
        {withSwitcher && (
          <Box mt="md">
            <CompanySwitcher fullWidth />
          </Box>
        )}
      </Box>
      <ScrollArea style={{ flex: 1 }} px="sm" py="sm" component="nav" aria-label="Главное меню">
        <Stack gap="md">
          {MENU.map((group) => (
            <div key={group.label}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {group.label}
              </Text>
              {group.items.map((item) => {
                const ItemIcon = ICONS[item.path] ?? IconLayoutDashboard;
                const active = isMenuItemActive(item.path, pathname);
                return (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={item.label}
                    leftSection={<ItemIcon size={18} stroke={1.6} />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    variant="light"
                    color="violet"
                    onClick={onNavigate}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                );
              })}
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <Group
        p="md"
        gap="sm"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
        data-testid="menu-footer"
      >
        <UserAvatar firstName={user.firstName} imageUrl={user.profileImageUrl} size={38} />
        <Box miw={0}>
          <Text size="sm" fw={600} truncate>
            {`${user.firstName} ${user.lastName}`.trim()}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
      </Group>
    </Stack>
  );
}
