import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  InitializeRolePermissionsDocument,
  RolePermissionsDocument,
  SaveRolePermissionsDocument,
  type RolePermissionEntryFragment,
} from '@/gql/graphql';
import { errorCode, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { toPermissionInputs } from '../permission-tree';
import { ROLES } from '../roles.messages';

/**
 * A custom role's permission tree (docs/permissions.md, 'The tree'): loads it; an empty list (or
 * NOT_FOUND) is a tree not created yet, so a caller who may edit the role has it initialised once
 * and reloads. `save` sends the whole list and keeps the answer as the loaded tree.
 */
export function useRolePermissions(companyId: number, roleId: number, canEdit: boolean) {
  const variables = { companyId, roleId };
  const query = useQuery(RolePermissionsDocument, { variables, fetchPolicy: 'network-only' });
  const [initialize] = useMutation(InitializeRolePermissionsDocument);
  const [saveMutation, saveState] = useMutation(SaveRolePermissionsDocument);
  const [initError, setInitError] = useState<string | null>(null);
  const [initDone, setInitDone] = useState(false);
  const tried = useRef(false);

  const entries = query.data?.rolePermissions ?? null;
  const missing = (entries !== null && entries.length === 0) || errorCode(query.error) === 'NOT_FOUND';
  const { refetch } = query;

  useEffect(() => {
    if (!missing || !canEdit || tried.current) return;
    tried.current = true;
    initialize({ variables: { companyId, roleId } })
      .then(() => refetch())
      .catch((e: unknown) => {
        const message = errorMessage(e, ROLES.treeInitFailed);
        setInitError(message);
        notifyError(message);
      })
      .finally(() => setInitDone(true));
  }, [missing, canEdit, companyId, roleId, initialize, refetch]);

  const save = async (draft: readonly RolePermissionEntryFragment[]) => {
    try {
      await saveMutation({
        variables: { ...variables, permissions: toPermissionInputs(draft) },
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: RolePermissionsDocument,
              variables,
              data: { rolePermissions: data.saveRolePermissions },
            });
        },
      });
      notifySuccess(ROLES.treeSaved, ROLES.successTitle);
      return true;
    } catch {
      // The original names one text for this failure.
      notifyError(ROLES.treeSaveFailed);
      return false;
    }
  };

  return {
    entries: entries && entries.length > 0 ? entries : null,
    /** Loading, or creating the tree. */
    loading: (query.loading && !query.data) || (missing && canEdit && !initDone),
    /** The tree could not be read (and it is not merely missing). */
    loadError: query.error && !missing && !entries ? query.error : null,
    /** The tree was missing and could not be created: the server's message or the fallback. */
    initError,
    /** Missing, and the caller may not create it. */
    notInitialized: missing && !canEdit,
    retry: () => void refetch().catch(() => {}),
    save,
    saving: saveState.loading,
  };
}
