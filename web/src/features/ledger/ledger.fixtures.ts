import type { LedgerRecordFragment } from '@/gql/graphql';

/** A record as the API answers it (used by the feature's tests only). */
export const ledgerRecord = (
  over: Partial<LedgerRecordFragment>,
): LedgerRecordFragment & { __typename: 'LedgerRecord' } => ({
  __typename: 'LedgerRecord' as const,
  id: 1,
  employeeId: 3,
  employeeName: 'Вера Петрова',
  type: 'bonus',
  amount: '100.00',
  reason: 'Причина',
  quantity: null,
  appliedDate: '2026-05-04',
  companyId: 10,
  createdAt: '2026-05-04T08:00:00.000Z',
  correctsRecordId: null,
  correctsAppliedDate: null,
  ...over,
});
