import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  ChangeMemberRoleDocument,
  CompanyMembersDocument,
  LeaveCompanyDocument,
  RemoveMemberDocument,
} from '@/gql/graphql';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';
import type { RoleCode } from '@/shared/auth/roles';
import { withToasts } from '@/shared/ui/notify';
import { applyCompanyChange } from '@/features/companies';
import { MEMBERS } from '../members.messages';

/**
 * Removing, re-roling and leaving, each with its toast; every call resolves to whether it
 * succeeded. The cache is updated from the answer so the dialog reflects it at once; the
 * server's pushes (myCompaniesChanged, meChanged) bring the same state to other tabs.
 */
/** What the app offers a role: a built-in role's preset, a custom role's grants from the company's list. */
function grantsOf(role: RoleCode, roles: readonly KnownRole[]): string[] | null {
  if (isBuiltInCode(role)) return [...PRESETS[role]];
  const found = roles.find((r) => r.code === role);
  return found ? [...found.permissions] : null;
}

type KnownRole = { code: string; permissions: readonly string[] };

export function useMemberActions(companyId: number, roles: readonly KnownRole[] = []) {
  const [removeMember] = useMutation(RemoveMemberDocument);
  const [changeMemberRole] = useMutation(ChangeMemberRoleDocument);
  const [leaveCompany] = useMutation(LeaveCompanyDocument);

  const dropFromList = (cache: ApolloCache, userId: number) =>
    cache.updateQuery({ query: CompanyMembersDocument, variables: { companyId } }, (d) =>
      d ? { companyMembers: d.companyMembers.filter((m) => m.userId !== userId) } : d,
    );

  const attempt = (run: () => Promise<unknown>, success: string, failure: string) => withToasts(run, success, failure);

  const remove = (userId: number) =>
    attempt(
      () => removeMember({ variables: { companyId, userId }, update: (cache) => dropFromList(cache, userId) }),
      MEMBERS.removed,
      MEMBERS.removeFailed,
    );

  /** `self`: the caller's own role, which also decides what the rest of the app offers them. */
  const changeRole = (userId: number, role: RoleCode, self: boolean) =>
    attempt(
      () =>
        changeMemberRole({
          variables: { companyId, userId, role },
          update: (cache, { data }) => {
            const changed = data?.changeMemberRole;
            if (!changed) return;
            cache.updateQuery({ query: CompanyMembersDocument, variables: { companyId } }, (d) =>
              d ? { companyMembers: d.companyMembers.map((m) => (m.userId === userId ? changed : m)) } : d,
            );
            if (self) {
              // The push brings the same (myCompaniesChanged); this covers a socket that is down.
              const grants = grantsOf(changed.role, roles);
              cache.modify({
                id: cache.identify({ __typename: 'Company', id: companyId }),
                fields: {
                  myRole: () => changed.role,
                  ...(grants ? { myPermissions: () => grants } : {}),
                },
              });
            }
          },
        }),
      MEMBERS.roleChanged,
      MEMBERS.roleFailed,
    );

  const leave = () =>
    attempt(
      () =>
        leaveCompany({
          variables: { companyId },
          // The push does the same; applying it here too covers a socket that is down.
          update: (cache) => applyCompanyChange(cache, { kind: 'deleted', companyId }),
        }),
      MEMBERS.left,
      MEMBERS.leaveFailed,
    );

  return { remove, changeRole, leave };
}
