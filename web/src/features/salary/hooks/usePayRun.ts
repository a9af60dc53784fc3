import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApprovePayRunDocument,
  PayRunOfMonthChangedDocument,
  PayRunOfMonthDocument,
  ReturnPayRunDocument,
  SubmitPayRunDocument,
  type PayRunPanelFragment,
} from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { PAY_RUN } from '../pay-run.messages';
import { attempt, SALARY_REFETCH } from './salary-refetch';

/**
 * The month's pay run (stage, review), kept current by payRunChanged (stage changes and pay
 * changes of the month, pushed whole), and its three steps; each answer is written into the
 * query at once, and the month's lists are read again (an approval fixes them).
 */
export function usePayRun(companyId: number, period: string) {
  const variables = { companyId, period };
  const result = useQuery(PayRunOfMonthDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.payStats),
  });
  usePushedInto({ query: PayRunOfMonthDocument, variables, result }, PayRunOfMonthChangedDocument, {
    variables,
    apply: (data, { payRunChanged }) => ({ ...data, payRun: payRunChanged }),
  });
  const write = (run: PayRunPanelFragment | undefined) => (cache: Parameters<typeof writeRun>[0]) =>
    writeRun(cache, variables, run);
  const options = { refetchQueries: SALARY_REFETCH };
  const [submit, submitting] = useMutation(SubmitPayRunDocument, options);
  const [approve, approving] = useMutation(ApprovePayRunDocument, options);
  const [giveBack, returning] = useMutation(ReturnPayRunDocument, options);
  return {
    run: result.data?.payRun ?? null,
    loading: result.loading && !result.data,
    error: result.data ? undefined : result.error,
    busy: submitting.loading || approving.loading || returning.loading,
    submit: () =>
      attempt(
        () => submit({ variables, update: (cache, { data }) => write(data?.submitPayRun)(cache) }),
        PAY_RUN.submitted,
        PAY_RUN.submitFailed,
      ),
    approve: () =>
      attempt(
        () => approve({ variables, update: (cache, { data }) => write(data?.approvePayRun)(cache) }),
        PAY_RUN.approved,
        PAY_RUN.approveFailed,
      ),
    giveBack: (reason: string) =>
      attempt(
        () =>
          giveBack({
            variables: { ...variables, reason },
            update: (cache, { data }) => write(data?.returnPayRun)(cache),
          }),
        PAY_RUN.returned,
        PAY_RUN.returnFailed,
      ),
  };
}

function writeRun(
  cache: { writeQuery: (options: { query: typeof PayRunOfMonthDocument; variables: object; data: object }) => unknown },
  variables: { companyId: number; period: string },
  run: PayRunPanelFragment | undefined,
) {
  if (run) cache.writeQuery({ query: PayRunOfMonthDocument, variables, data: { payRun: run } });
}
