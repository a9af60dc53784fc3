import { useMutation } from '@apollo/client/react';
import {
  CreateDepartmentDocument,
  DeleteDepartmentDocument,
  UpdateDepartmentDocument,
  type DepartmentInput,
} from '@/gql/graphql';
import { withToasts } from '@/shared/ui/notify';
import { applyDepartmentChange } from '../department-cache';
import { DEPARTMENTS } from '../departments.messages';

/**
 * Department changes with their toasts: success 'Отдел создан' …, failure titled
 * 'Ошибка' with the server's message (e.g. 'Нельзя удалить отдел с сотрудниками') or the fallback.
 * Each result goes into the cached list at once; the server's event brings it to other tabs.
 */
export function useDepartmentMutations(companyId: number) {
  const [create, createState] = useMutation(CreateDepartmentDocument);
  const [update, updateState] = useMutation(UpdateDepartmentDocument);
  const [remove, removeState] = useMutation(DeleteDepartmentDocument);

  const attempt = (run: () => Promise<unknown>, success: string, failure: string) =>
    withToasts(run, success, failure, DEPARTMENTS.successTitle);

  const createDepartment = (input: DepartmentInput) =>
    attempt(
      () =>
        create({
          variables: { companyId, input },
          update: (cache, { data }) => {
            const department = data?.createDepartment;
            if (department) applyDepartmentChange(cache, { kind: 'created', companyId, id: department.id, department });
          },
        }),
      DEPARTMENTS.created,
      DEPARTMENTS.createFailed,
    );

  const updateDepartment = (id: number, input: DepartmentInput) =>
    attempt(
      () =>
        update({
          variables: { companyId, id, input },
          update: (cache, { data }) => {
            const department = data?.updateDepartment;
            if (department) applyDepartmentChange(cache, { kind: 'updated', companyId, id, department });
          },
        }),
      DEPARTMENTS.updated,
      DEPARTMENTS.updateFailed,
    );

  const deleteDepartment = (id: number) =>
    attempt(
      () =>
        remove({
          variables: { companyId, id },
          update: (cache) => applyDepartmentChange(cache, { kind: 'deleted', companyId, id }),
        }),
      DEPARTMENTS.deleted,
      DEPARTMENTS.deleteFailed,
    );

  return {
    createDepartment,
    updateDepartment,
    deleteDepartment,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
