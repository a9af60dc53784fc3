import { useMutation } from '@apollo/client/react';
import { SalaryDeletePerformanceDocument, SalaryReopenPeriodDocument } from '@/gql/graphql';
import { SALARY } from '../salary.messages';
import { attempt, SALARY_REFETCH } from './salary-refetch';

/**
 * Corrections from the lists: deleting a mistaken performance record (the server refuses one
 * inside a fixed period, and its message is shown) and an owner reopening a fixed period.
 */
export function useSalaryListActions(companyId: number) {
  const [remove] = useMutation(SalaryDeletePerformanceDocument, { refetchQueries: SALARY_REFETCH });
  const [reopen] = useMutation(SalaryReopenPeriodDocument, { refetchQueries: SALARY_REFETCH });
  return {
    deleteRecord: (id: number) =>
      attempt(() => remove({ variables: { companyId, id } }), SALARY.deleted, SALARY.deleteFailed),
    reopenFix: (id: number) =>
      attempt(() => reopen({ variables: { companyId, id } }), SALARY.reopened, SALARY.reopenFailed),
  };
}
