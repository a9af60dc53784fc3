import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  SalaryFixPeriodDocument,
  SalaryPreviewPerformanceDocument,
  SalarySavePerformanceDocument,
  SalaryUpdatePerformanceDocument,
  type PerformanceInput,
  type SalaryPreviewPerformanceQuery,
} from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { SALARY } from '../salary.messages';
import { attempt, SALARY_REFETCH } from './salary-refetch';

export type PerformancePreview = SalaryPreviewPerformanceQuery['previewPerformance'];

/**
 * The performance form's three calls (docs/payroll.md, 'In the product': preview, save, fix): the
 * preview writes nothing and is never cached (its before and after are two versions of one card);
 * saving and fixing refetch the screen's figures.
 */
export function usePerformanceActions(companyId: number) {
  const client = useApolloClient();
  const [previewing, setPreviewing] = useState(false);
  const [save, saveState] = useMutation(SalarySavePerformanceDocument, { refetchQueries: SALARY_REFETCH });
  const [fix, fixState] = useMutation(SalaryFixPeriodDocument, { refetchQueries: SALARY_REFETCH });
  const [update, updateState] = useMutation(SalaryUpdatePerformanceDocument, { refetchQueries: SALARY_REFETCH });

  const preview = async (input: PerformanceInput): Promise<PerformancePreview | null> => {
    setPreviewing(true);
    try {
      const { data } = await client.query({
        query: SalaryPreviewPerformanceDocument,
        variables: { companyId, input },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no preview');
      notifySuccess(SALARY.previewed, SALARY.successTitle);
      return data.previewPerformance;
    } catch (e) {
      notifyError(errorMessage(e, SALARY.previewFailed));
      return null;
    } finally {
      setPreviewing(false);
    }
  };

  const savePerformance = (input: PerformanceInput) =>
    attempt(() => save({ variables: { companyId, input } }), SALARY.saved, SALARY.saveFailed);

  const updatePerformance = (id: number, input: PerformanceInput) =>
    attempt(() => update({ variables: { companyId, id, input } }), SALARY.updated, SALARY.saveFailed);
  const fixPeriod = (input: PerformanceInput) =>
    attempt(() => fix({ variables: { companyId, input } }), SALARY.fixed, SALARY.fixFailed);

  return {
    preview,
    savePerformance,
    updatePerformance,
    fixPeriod,
    previewing,
    saving: saveState.loading || updateState.loading,
    fixing: fixState.loading,
  };
}
