import { ActionIcon, Avatar, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBuilding, IconDots, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { CompanyCardFragment } from '@/gql/graphql';
import { canDeleteCompany, canUpdateCompany, roleLabel } from '@/shared/auth/roles';
import { formatDate } from '@/shared/format/dates';
import { COMPANIES } from '../companies.messages';
import { languageLabel } from '../company-options';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" truncate>
        {value}
      </Text>
    </Group>
  );
}

export function CompanyCard({
  company,
  isCurrent,
  onMakeCurrent,
  onEdit,
  onDelete,
  onMembers,
}: {
  company: CompanyCardFragment;
  isCurrent: boolean;
  onMakeCurrent(): void;
  onEdit(): void;
  onDelete(): void;
  onMembers(): void;
}) {
  const canEdit = canUpdateCompany(company);
  const canDelete = canDeleteCompany(company);
  return (
    <Card
      padding="lg"
      shadow="xs"
      data-testid="company-card"
      style={isCurrent ? { borderColor: 'var(--mantine-color-violet-4)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={company.logoUrl || null} size={48} radius="md" color="violet" alt={company.name}>
            <IconBuilding size={24} />
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {company.name}
            </Text>
            <Group gap={6}>
              {isCurrent && (
                <Badge size="xs" variant="light">
                  {COMPANIES.current}
                </Badge>
              )}
              <Badge size="xs" variant="outline" color="gray">
                {company.myRoleName ?? roleLabel(company.myRole)}
              </Badge>
            </Group>
          </Stack>
        </Group>
        {(canEdit || canDelete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Действия: ${company.name}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit && (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  {COMPANIES.edit}
                </Menu.Item>
              )}
              {canDelete && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {COMPANIES.delete}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {company.description && (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={2}>
          {company.description}
        </Text>
      )}
      <Stack gap={4} mt="md">
        <Detail label={COMPANIES.language} value={languageLabel(company.language)} />
        <Detail label={COMPANIES.timezone} value={company.timezone} />
        <Detail label={COMPANIES.currency} value={company.currency} />
        <Detail label={COMPANIES.createdAt} value={formatDate(company.createdAt)} />
      </Stack>
      <Group mt="md" gap="xs">
        <Button size="xs" variant="light" leftSection={<IconUsers size={14} />} onClick={onMembers}>
          {COMPANIES.members}
        </Button>
        {!isCurrent && (
          <Button size="xs" variant="default" onClick={onMakeCurrent}>
            {COMPANIES.makeCurrent}
          </Button>
        )}
      </Group>
    </Card>
  );
}
