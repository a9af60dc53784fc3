import { ActionIcon, Box, Burger, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconSettings } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@/features/auth';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useNotificationCount } from '@/features/notifications';
import { PRODUCT_NAME } from '@/shared/ui/ProductLogo';
import { CompanySwitcher } from './CompanySwitcher';
import { LiveIndicator } from './LiveIndicator';
import { NotificationBell } from './NotificationBell';
import { pageHeading } from './route-meta';
import { UserMenu } from './UserMenu';

export function Header({
  user,
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
}: {
  user: CurrentUser;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile(): void;
  onToggleDesktop(): void;
}) {
  const { pathname } = useLocation();
  const { currentCompany } = useCurrentCompany();
  const heading = pageHeading(pathname, currentCompany?.name);
  const unread = useNotificationCount(currentCompany?.id ?? null);

  useEffect(() => {
    document.title = `${heading.title} — ${PRODUCT_NAME}`;
  }, [heading.title]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" size="sm" aria-label="Открыть меню" />
        <Tooltip label={desktopOpened ? 'Скрыть меню' : 'Показать меню'} openDelay={700}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleDesktop}
            visibleFrom="sm"
            aria-label={desktopOpened ? 'Скрыть меню' : 'Показать меню'}
          >
            {desktopOpened ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        </Tooltip>
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h4" lh={1.25} lineClamp={1}>
            {heading.title}
          </Title>
          {heading.subtitle && (
            <Text size="xs" c="dimmed" truncate visibleFrom="xs">
              {heading.subtitle}
            </Text>
          )}
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* On phones the switcher moves into the menu drawer, leaving room for the title. */}
        <Box visibleFrom="sm">
          <CompanySwitcher />
        </Box>
        <LiveIndicator />
        <NotificationBell count={unread} />
        <Tooltip label="Настройки" openDelay={700}>
          <ActionIcon
            component={Link}
            to="/settings"
            size="lg"
            radius="xl"
            variant="subtle"
            color="gray"
            aria-label="Настройки"
            visibleFrom="xs"
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
