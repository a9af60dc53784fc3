import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  UpdateEmployeeDocument,
  type EmployeeFullFragment,
  type EmployeeInput,
} from '@/gql/graphql';
import { errorFields, errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { employeeSync } from '../employee-sync';
import { EMPLOYEES } from '../employees.messages';

export type SaveResult =
  { ok: true; employee: EmployeeFullFragment } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Creating, changing and deleting employees with their toasts. Each answer goes
 * into the cached lists at once; the server's push brings the same change to other tabs.
 */
export function useEmployeeMutations(companyId: number) {
  const client = useApolloClient();
  const sync = employeeSync(client);
  const [create, createState] = useMutation(CreateEmployeeDocument);
  const [update, updateState] = useMutation(UpdateEmployeeDocument);
  const [remove, removeState] = useMutation(DeleteEmployeeDocument);

  const createEmployee = async (input: EmployeeInput): Promise<SaveResult> => {
    try {
      const { data } = await create({
        variables: { companyId, input },
        update: (cache, { data: d }) => {
          const e = d?.createEmployee;
          if (e) sync.apply(cache, companyId, { kind: 'created', employeeId: e.id, employee: e });
        },
      });
      notifySuccess(EMPLOYEES.created, EMPLOYEES.successTitle);
      return { ok: true, employee: data!.createEmployee };
    } catch (e) {
      notifyError(errorMessage(e, EMPLOYEES.createFailed));
      return { ok: false, fieldErrors: errorFields(e) };
    }
  };

  const updateEmployee = async (id: number, input: EmployeeInput): Promise<SaveResult> => {
    try {
      const { data } = await update({
        variables: { companyId, id, input },
        update: (cache, { data: d }) => {
          const e = d?.updateEmployee;
          if (e) sync.apply(cache, companyId, { kind: 'updated', employeeId: e.id, employee: e });
        },
      });
      notifySuccess(EMPLOYEES.updated, EMPLOYEES.successTitle);
      return { ok: true, employee: data!.updateEmployee };
    } catch (e) {
      notifyError(EMPLOYEES.updateFailed(errorMessage(e, EMPLOYEES.unknownReason)));
      return { ok: false, fieldErrors: errorFields(e) };
    }
  };

  const deleteEmployee = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await remove({
          variables: { companyId, id },
          update: (cache) => sync.apply(cache, companyId, { kind: 'deleted', employeeId: id }),
        });
        notifySuccess(EMPLOYEES.deleted, EMPLOYEES.successTitle);
        return true;
      } catch (e) {
        notifyError(errorMessage(e, EMPLOYEES.deleteFailed));
        return false;
      }
    },
    [companyId, remove, sync],
  );

  return {
    createEmployee,
    updateEmployee,
    deleteEmployee,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
