import { useMutation } from '@apollo/client/react';
import { CreateBranchDocument, DeleteBranchDocument, UpdateBranchDocument, type BranchInput } from '@/gql/graphql';
import { withToasts } from '@/shared/ui/notify';
import { applyBranchChange } from '../branch-cache';
import { BRANCHES } from '../branches.messages';

/**
 * Branch changes with their toasts: success 'Филиал создан' …, failure titled
 * 'Ошибка' with the server's message (e.g. 'Нельзя удалить филиал с отделами или сотрудниками')
 * or the fallback. Each result goes into the cached list at once; the event reaches other tabs.
 */
export function useBranchMutations(companyId: number) {
  const [create, createState] = useMutation(CreateBranchDocument);
  const [update, updateState] = useMutation(UpdateBranchDocument);
  const [remove, removeState] = useMutation(DeleteBranchDocument);

  const attempt = (run: () => Promise<unknown>, success: string, failure: string) =>
    withToasts(run, success, failure, BRANCHES.successTitle);

  const createBranch = (input: BranchInput) =>
    attempt(
      () =>
        create({
          variables: { companyId, input },
          update: (cache, { data }) => {
            const branch = data?.createBranch;
            if (branch) applyBranchChange(cache, { kind: 'created', companyId, id: branch.id, branch });
          },
        }),
      BRANCHES.created,
      BRANCHES.createFailed,
    );

  const updateBranch = (id: number, input: BranchInput) =>
    attempt(
      () =>
        update({
          variables: { companyId, id, input },
          update: (cache, { data }) => {
            const branch = data?.updateBranch;
            if (branch) applyBranchChange(cache, { kind: 'updated', companyId, id, branch });
          },
        }),
      BRANCHES.updated,
      BRANCHES.updateFailed,
    );

  const deleteBranch = (id: number) =>
    attempt(
      () =>
        remove({
          variables: { companyId, id },
          update: (cache) => applyBranchChange(cache, { kind: 'deleted', companyId, id }),
        }),
      BRANCHES.deleted,
      BRANCHES.deleteFailed,
    );

  return {
    createBranch,
    updateBranch,
    deleteBranch,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
