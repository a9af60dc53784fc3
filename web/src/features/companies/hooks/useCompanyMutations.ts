import { useMutation } from '@apollo/client/react';
import {
  CreateCompanyDocument,
  DeleteCompanyDocument,
  UpdateCompanyDocument,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { COMPANIES } from '../companies.messages';
import { applyCompanyChange } from '../company-cache';

/** Company changes with their toasts; each result goes into the cached list at once. */
export function useCompanyMutations() {
  const [create, createState] = useMutation(CreateCompanyDocument);
  const [update, updateState] = useMutation(UpdateCompanyDocument);
  const [remove, removeState] = useMutation(DeleteCompanyDocument);

  const createCompany = async (input: CreateCompanyInput) => {
    try {
      const { data } = await create({
        variables: { input },
        update: (cache, { data: d }) => {
          if (d)
            applyCompanyChange(cache, { kind: 'created', companyId: d.createCompany.id, company: d.createCompany });
        },
      });
      notifySuccess(COMPANIES.created);
      return data?.createCompany ?? null;
    } catch (e) {
      notifyError(COMPANIES.saveFailed(errorMessage(e, COMPANIES.unknownReason)));
      return null;
    }
  };

  const updateCompany = async (id: number, input: UpdateCompanyInput, messages = { ok: COMPANIES.updated }) => {
    try {
      const { data } = await update({ variables: { id, input } });
      notifySuccess(messages.ok);
      return data?.updateCompany ?? null;
    } catch (e) {
      notifyError(COMPANIES.saveFailed(errorMessage(e, COMPANIES.unknownReason)));
      return null;
    }
  };

  const deleteCompany = async (id: number) => {
    try {
      await remove({
        variables: { id },
        update: (cache) => applyCompanyChange(cache, { kind: 'deleted', companyId: id }),
      });
      notifySuccess(COMPANIES.deleted);
      return true;
    } catch (e) {
      notifyError(COMPANIES.deleteFailed(errorMessage(e, COMPANIES.unknownReason)));
      return false;
    }
  };

  return {
    createCompany,
    updateCompany,
    deleteCompany,
    saving: createState.loading || updateState.loading,
    deleting: removeState.loading,
  };
}
