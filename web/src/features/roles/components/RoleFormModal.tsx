import { Modal, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { PermissionKey } from '@staffpay/schema/roles/permission-tree';
import type { RoleItemFragment } from '@/gql/graphql';
import type { useRoleMutations } from '../hooks/useRoleMutations';
import { ROLES } from '../roles.messages';
import { PermissionTree } from './PermissionTree';
import { RoleForm } from './RoleForm';

type Tab = 'basics' | 'tree';

/**
 * The create and edit dialog: 'Основные данные' and 'Дерево разрешений'. A new
 * role's tree waits for the role ('Сначала сохраните роль'); once created, the dialog goes on as
 * the new role's edit dialog, so its tree is one tab away. Saving an existing role closes it.
 */
export function RoleFormModal({
  companyId,
  role,
  canEdit,
  grantable,
  mutations,
  onClose,
}: {
  companyId: number;
  role: RoleItemFragment | null;
  /** roles.edit: change the role and its tree. */
  canEdit: boolean;
  /** What the current member may hand out in the tree (grantableOf their company). */
  grantable: ReadonlySet<PermissionKey>;
  mutations: ReturnType<typeof useRoleMutations>;
  onClose(): void;
}) {
  const [saved, setSaved] = useState(role);
  const [tab, setTab] = useState<Tab>('basics');
  const builtIn = saved?.isBuiltIn ?? false;
  const readOnly = saved !== null && (builtIn || !canEdit);
  let title: string = ROLES.createTitle;
  if (saved) title = readOnly ? ROLES.viewTitle : ROLES.editTitle;

  const submit = async (input: Parameters<typeof mutations.createRole>[0]) => {
    if (!saved) {
      const created = await mutations.createRole(input);
      if (created) setSaved(created);
    } else if (await mutations.updateRole(saved.id, input)) {
      onClose();
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="basics">{ROLES.tabBasics}</Tabs.Tab>
          <Tabs.Tab value="tree">{ROLES.tabTree}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basics">
          <RoleForm
            key={saved?.id ?? 'new'}
            role={saved}
            readOnly={readOnly}
            saving={mutations.saving}
            onCancel={onClose}
            onSubmit={submit}
          />
        </Tabs.Panel>
        <Tabs.Panel value="tree">
          <PermissionTree companyId={companyId} role={saved} canEdit={canEdit} grantable={grantable} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
