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
import { REQUIRES } from '@staffpay/schema/auth/policy';
import { keyNames } from '@staffpay/schema/roles/grants';
import { grantRefusedMessage } from '@staffpay/schema/roles/role.schemas';
import type { PermissionKey } from '@staffpay/schema/roles/permission-tree';
import type { RolePermissionEntryFragment } from '@/gql/graphql';
import { useRolePermissions } from '../hooks/useRolePermissions';
import {
  grantLock,
  groupTree,
  isOn,
  missingRequired,
  refusedGrants,
  sameGrants,
  withToggle,
  type ModuleGroup,
} from '../permission-tree';
import { ROLES } from '../roles.messages';

type Entry = RolePermissionEntryFragment;

/** What the switches need to know beyond the entry: whether they may change, and what the member may hand out. */
interface TreeRules {
  disabled: boolean;
  /** Lock hints only where the tree can be changed at all. */
  canEdit: boolean;
  grantable: ReadonlySet<PermissionKey>;
  /** The whole tree as it is now, for the keys that count only alongside others. */
  entries: readonly Entry[];
}

const LOCK_HINTS = { ownerOnly: ROLES.grantOwnerOnly, notHeld: ROLES.grantNotHeld } as const;

/** «Резервные копии доступны только вместе со всеми полями (телефон, …)» when an entry's companions are off. */
function requiresNote(entry: Entry, entries: readonly Entry[]): string | null {
  if (!isOn(entry) || missingRequired(entries, entry.permissionKey).length === 0) return null;
  const fields = keyNames(REQUIRES[entry.permissionKey] ?? []).toLocaleLowerCase('ru');
  return ROLES.needsAll(keyNames([entry.permissionKey]), fields);
}

/** The permission list's height. */
export const TREE_HEIGHT = 600;

function EntrySwitch({
  entry,
  rules,
  onToggle,
  strong = false,
}: {
  entry: Entry;
  rules: TreeRules;
  onToggle(id: number, on: boolean): void;
  strong?: boolean;
}) {
  const on = isOn(entry);
  const lock = rules.canEdit ? grantLock(entry.permissionKey, rules.grantable) : null;
  const note = requiresNote(entry, rules.entries);
  return (
    <div data-permission-key={entry.permissionKey}>
      <Switch
        checked={on}
        // A locked key may still be switched off: taking a grant away is never refused.
        disabled={rules.disabled || (lock !== null && !on)}
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
      {lock && (
        <Text size="xs" c="dimmed" fs="italic" mt={2} data-testid="grant-lock">
          {LOCK_HINTS[lock]}
        </Text>
      )}
      {note && (
        <Text size="xs" c="orange" mt={2} data-testid="grant-note">
          {note}
        </Text>
      )}
    </div>
  );
}

function ModuleBlock({
  group,
  open,
  rules,
  onOpen,
  onToggle,
}: {
  group: ModuleGroup;
  open: boolean;
  rules: TreeRules;
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
            <EntrySwitch entry={group.head} rules={rules} onToggle={onToggle} strong />
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
            <EntrySwitch key={entry.id} entry={entry} rules={rules} onToggle={onToggle} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The loaded tree with its local changes; 'Сохранить разрешения' sends the whole list. */
function CustomRoleTree({
  companyId,
  roleId,
  canEdit,
  grantable,
}: {
  companyId: number;
  roleId: number;
  canEdit: boolean;
  grantable: ReadonlySet<PermissionKey>;
}) {
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
  const rules: TreeRules = { disabled: !canEdit || tree.saving, canEdit, grantable, entries };
  // What the server would refuse in this tree (a grant held from before): said before saving.
  const refused = canEdit ? refusedGrants(entries, grantable) : { ownerOnly: [], beyond: [] };

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
              rules={rules}
              onOpen={(value) => setModuleOpen(group.module, value)}
              onToggle={toggle}
            />
          ))}
        </Stack>
      </ScrollArea>
      {refused.ownerOnly.length > 0 && <Alert color="orange">{ROLES.ownerOnlyKey}</Alert>}
      {refused.beyond.length > 0 && (
        <Alert color="orange">{grantRefusedMessage(ROLES.grantBeyondOwn, refused.beyond)}</Alert>
      )}
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
 * 'Дерево разрешений' of a role (docs/permissions.md, 'The tree'): a role not saved yet has none; a
 * built-in role's preset cannot be edited (only the info text); a custom role's tree loads, is
 * created when missing, and is switched entry by entry.
 */
export function PermissionTree({
  companyId,
  role,
  canEdit,
  grantable,
}: {
  companyId: number;
  role: { id: number; isBuiltIn: boolean } | null;
  canEdit: boolean;
  /** What the current member may hand out (grantableOf their company). */
  grantable: ReadonlySet<PermissionKey>;
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
  return (
    <CustomRoleTree key={role.id} companyId={companyId} roleId={role.id} canEdit={canEdit} grantable={grantable} />
  );
}
