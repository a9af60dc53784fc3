import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { RolePermissionEntryFragment } from '@/gql/graphql';
import { useRolePermissions } from '../hooks/useRolePermissions';
import { groupTree, isOn, sameGrants, withToggle, type ModuleGroup } from '../permission-tree';
import { ROLES } from '../roles.messages';

type Entry = RolePermissionEntryFragment;

/** The spec's permission list height (platform.md 9). */
export const TREE_HEIGHT = 600;

function EntrySwitch({
  entry,
  disabled,
  onToggle,
  strong = false,
}: {
  entry: Entry;
  disabled: boolean;
  onToggle(id: number, on: boolean): void;
  strong?: boolean;
}) {
  return (
    <div data-permission-key={entry.permissionKey}>
      <Switch
        checked={isOn(entry)}
        disabled={disabled}
        onChange={(e) => onToggle(entry.id, e.currentTarget.checked)}
        label={
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={strong ? 700 : 500}>
              {entry.permissionName}
            </Text>
            {entry.level === 'field' && (
              <Badge size="xs" variant="outline" color="gray">
                {ROLES.levelField}
              </Badge>
            )}
          </Group>
        }
        description={entry.description ?? undefined}
      />
    </div>
  );
}

function ModuleBlock({
  group,
  open,
  disabled,
  onOpen,
  onToggle,
}: {
  group: ModuleGroup;
  open: boolean;
  disabled: boolean;
  onOpen(open: boolean): void;
  onToggle(id: number, on: boolean): void;
}) {
  const name = group.head?.permissionName ?? group.module;
  const granted = group.children.filter(isOn).length;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="permission-module" data-module={group.module}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={open ? ROLES.treeCollapse(name) : ROLES.treeExpand(name)}
            aria-expanded={open}
            onClick={() => onOpen(!open)}
          >
            {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
          {group.head ? (
            <EntrySwitch entry={group.head} disabled={disabled} onToggle={onToggle} strong />
          ) : (
            <Text fw={700}>{name}</Text>
          )}
        </Group>
        <Badge variant="light" color={granted > 0 ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {ROLES.treeGranted(granted, group.children.length)}
        </Badge>
      </Group>
      {open && (
        <Stack gap="sm" mt="sm" pl={42}>
          {group.children.map((entry) => (
            <EntrySwitch key={entry.id} entry={entry} disabled={disabled} onToggle={onToggle} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The loaded tree with its local changes; 'Сохранить разрешения' sends the whole list. */
function CustomRoleTree({ companyId, roleId, canEdit }: { companyId: number; roleId: number; canEdit: boolean }) {
  const tree = useRolePermissions(companyId, roleId, canEdit);
  const [draft, setDraft] = useState<Entry[] | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const entries = draft ?? tree.entries;
  const groups = useMemo(() => (entries ? groupTree(entries) : []), [entries]);

  if (tree.loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (tree.initError) return <Alert color="red">{tree.initError}</Alert>;
  if (tree.notInitialized) return <Alert color="gray">{ROLES.notInitialized}</Alert>;
  if (!entries) {
    return (
      <Alert color="red" title={ROLES.treeLoadFailed}>
        <Button size="xs" variant="light" color="red" onClick={tree.retry}>
          {ROLES.treeRetry}
        </Button>
      </Alert>
    );
  }

  const changed = draft !== null && tree.entries !== null && !sameGrants(draft, tree.entries);
  const toggle = (id: number, on: boolean) => setDraft(withToggle(entries, id, on));
  const setModuleOpen = (module: string, value: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (value) next.add(module);
      else next.delete(module);
      return next;
    });
  const save = async () => {
    if (await tree.save(entries)) setDraft(null);
  };

  return (
    <Stack gap="sm">
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {ROLES.treeReadOnly}
        </Text>
      )}
      <ScrollArea h={TREE_HEIGHT} type="auto" offsetScrollbars data-testid="permission-tree">
        <Stack gap="xs">
          {groups.map((group) => (
            <ModuleBlock
              key={group.module}
              group={group}
              open={open.has(group.module)}
              disabled={!canEdit || tree.saving}
              onOpen={(value) => setModuleOpen(group.module, value)}
              onToggle={toggle}
            />
          ))}
        </Stack>
      </ScrollArea>
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={tree.saving} disabled={!changed}>
            {ROLES.treeSave}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * 'Дерево разрешений' of a role (platform.md 4): a role not saved yet has none; a built-in role's
 * preset cannot be edited (only the info text); a custom role's tree loads, is created when
 * missing, and is switched entry by entry.
 */
export function PermissionTree({
  companyId,
  role,
  canEdit,
}: {
  companyId: number;
  role: { id: number; isBuiltIn: boolean } | null;
  canEdit: boolean;
}) {
  if (!role) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />}>
        {ROLES.saveFirst}
      </Alert>
    );
  }
  if (role.isBuiltIn || role.id < 0) {
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {ROLES.builtInInfo}
      </Alert>
    );
  }
  return <CustomRoleTree key={role.id} companyId={companyId} roleId={role.id} canEdit={canEdit} />;
}
