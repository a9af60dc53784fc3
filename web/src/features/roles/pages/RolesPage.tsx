import { useMemo } from 'react';
import type { CompanyCardFragment } from '@/gql/graphql';
import { hasPermission, writesOf } from '@/shared/auth/roles';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { CardGridPage, CompanyGate } from '@/shared/ui/CardGridPage';
import { NoticePanel } from '@/shared/ui/NoticePanel';
import { RoleCard } from '../components/RoleCard';
import { RoleFormModal } from '../components/RoleFormModal';
import { useRoleMutations } from '../hooks/useRoleMutations';
import { useRoles } from '../hooks/useRoles';
import { grantableOf } from '../permission-tree';
import { filterRoles } from '../role-view';
import { ROLES } from '../roles.messages';

/** 'Управление ролями': search, cards by priority, create/edit dialog with the tree, confirmed delete. */
export default function RolesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={ROLES}>
      {(company) =>
        hasPermission(company, 'roles.view') ? (
          <Roles company={company} />
        ) : (
          <NoticePanel title={ROLES.noAccess} hint={ROLES.noAccessHint} />
        )
      }
    </CompanyGate>
  );
}

function Roles({ company }: { company: CompanyCardFragment }) {
  const writes = writesOf(company, 'roles');
  const { roles, loading, error } = useRoles(company.id);
  const mutations = useRoleMutations(company.id);
  const { myRole, myPermissions } = company;
  const grantable = useMemo(() => grantableOf({ myRole, myPermissions }), [myRole, myPermissions]);
  return (
    <CardGridPage
      texts={ROLES}
      items={roles}
      loading={loading}
      error={error}
      canCreate={writes.create}
      filter={filterRoles}
      onDelete={(role) => mutations.deleteRole(role.id)}
      renderCard={(role, actions) => <RoleCard role={role} writes={writes} {...actions} />}
      renderForm={(role, onClose) => (
        <RoleFormModal
          companyId={company.id}
          role={role}
          canEdit={writes.edit}
          grantable={grantable}
          mutations={mutations}
          onClose={onClose}
        />
      )}
    />
  );
}
