import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@/features/auth';
import { UserAvatar } from '@/shared/ui/UserAvatar';

export const LOGOUT_URL = '/api/logout';

/** Logout is a browser navigation: the server ends the session and sends us to /. */
export function logout() {
  window.location.assign(LOGOUT_URL);
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Меню пользователя">
          <UserAvatar firstName={user.firstName} imageUrl={user.profileImageUrl} size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {fullName}
            </Text>
            <Badge color="green" variant="light" size="sm">
              Онлайн
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate('/settings?tab=profile')}>
          Профиль
        </Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate('/settings')}>
          Настройки
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
