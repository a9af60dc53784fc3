import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  CreateRoleDocument,
  DeleteRoleDocument,
  SystemRolesDocument,
  UpdateRoleDocument,
  type SystemRoleInput,
  type RoleItemFragment,
} from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess, withToasts } from '@/shared/ui/notify';
import { ROLES } from '../roles.messages';

/**
 * Role changes with their toasts: 'Роль создана', 'Роль обновлена', 'Роль
 * удалена'; failures the server's message or the fallback. Each answer goes into the cached list
 * at once; the push brings the same list to other tabs.
 */
export function useRoleMutations(companyId: number) {
  const [create, createState] = useMutation(CreateRoleDocument);
  const [update, updateState] = useMutation(UpdateRoleDocument);
  const [remove] = useMutation(DeleteRoleDocument);
  const variables = { companyId };

  const store = (cache: ApolloCache, change: (roles: RoleItemFragment[]) => RoleItemFragment[]) =>
    cache.updateQuery({ query: SystemRolesDocument, variables }, (data) =>
      data ? { systemRoles: change(data.systemRoles) } : data,
    );
  const put = (role: RoleItemFragment) => (roles: RoleItemFragment[]) => [
    ...roles.filter((r) => r.id !== role.id),
    role,
  ];

  /** Resolves to the created role (so the dialog can go on to its tree), or null. */
  const createRole = async (input: SystemRoleInput): Promise<RoleItemFragment | null> => {
    try {
      const { data } = await create({
        variables: { companyId, input },
        update: (cache, { data: answer }) => {
          if (answer) store(cache, put(answer.createRole));
        },
      });
      notifySuccess(ROLES.created, ROLES.successTitle);
      return data?.createRole ?? null;
    } catch (e) {
      notifyError(errorMessage(e, ROLES.createFailed));
      return null;
    }
  };

  const updateRole = (id: number, input: SystemRoleInput) =>
    withToasts(
      () =>
        update({
          variables: { companyId, id, input },
          update: (cache, { data }) => {
            if (data) store(cache, put(data.updateRole));
          },
        }),
      ROLES.updated,
      ROLES.updateFailed,
      ROLES.successTitle,
    );

  const deleteRole = (id: number) =>
    withToasts(
      () =>
        remove({
          variables: { companyId, id },
          update: (cache) => store(cache, (roles) => roles.filter((r) => r.id !== id)),
        }),
      ROLES.deleted,
      ROLES.deleteFailed,
      ROLES.successTitle,
    );

  return { createRole, updateRole, deleteRole, saving: createState.loading || updateState.loading };
}
