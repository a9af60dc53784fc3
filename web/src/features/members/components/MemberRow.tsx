import { ActionIcon, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { CompanyMembersQuery } from '@/gql/graphql';
import { roleLabel, type RoleCode, type RoleNames } from '@/shared/auth/roles';
import { formatDate } from '@/shared/format/dates';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import { MEMBERS } from '../members.messages';
import { roleChoices, type RoleChoice, type RowControls } from '../member-controls';

export type MemberItem = CompanyMembersQuery['companyMembers'][number];

export const memberName = (m: Pick<MemberItem, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();

export function MemberRow({
  member,
  self,
  controls,
  choices,
  names,
  onRole,
  onRemove,
  onLeave,
}: {
  member: MemberItem;
  self: boolean;
  controls: RowControls;
  /** Every role of the company, built in and custom. */
  choices: RoleChoice[];
  names: RoleNames;
  onRole(role: RoleCode): void;
  onRemove(): void;
  onLeave(): void;
}) {
  const name = memberName(member);
  const locked = controls.lastOwner;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="member-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar firstName={member.firstName} imageUrl={member.profileImageUrl} size={34} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
            {self && ` (${MEMBERS.you})`}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {member.email} · {MEMBERS.joined(formatDate(member.joinedAt))}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        {/* A disabled control swallows pointer events; the wrapper carries the tooltip. */}
        <Tooltip label={MEMBERS.lastOwner} disabled={!locked} multiline w={260} withArrow>
          <Group gap="xs" wrap="nowrap">
            {controls.editRole ? (
              <Select
                size="xs"
                w={150}
                aria-label={MEMBERS.roleOf(name)}
                data={roleChoices(choices, names, member.role)}
                value={member.role}
                allowDeselect={false}
                disabled={locked}
                onChange={(value) => value && value !== member.role && onRole(value)}
              />
            ) : (
              <Badge variant="light">{roleLabel(member.role, names)}</Badge>
            )}
            {controls.remove && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${MEMBERS.remove}: ${name}`}
                disabled={locked}
                onClick={onRemove}
              >
                <IconUserMinus size={16} />
              </ActionIcon>
            )}
            {controls.leave && (
              <Button size="xs" variant="subtle" color="red" disabled={locked} onClick={onLeave}>
                {MEMBERS.leave}
              </Button>
            )}
          </Group>
        </Tooltip>
      </Group>
    </Group>
  );
}
