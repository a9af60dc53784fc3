import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { EmployeeChangedDocument } from '@/gql/graphql';
import { employeeSync } from '../employee-sync';

/**
 * Pushed employee changes of the company (graphql-ws), written into the cached lists and
 * records, so every open tab shows a new, changed or deleted employee without reloading.
 * No polling: while the socket is down nothing arrives, and the app refetches once it is back.
 */
export function useEmployeeLive(companyId: number | null) {
  const client = useApolloClient();
  useSubscription(EmployeeChangedDocument, {
    variables: { companyId: companyId ?? 0 },
    skip: companyId === null,
    ignoreResults: true,
    onData: ({ data }) => {
      const change = data.data?.employeeChanged;
      if (change) employeeSync(client).push(change.companyId, change);
    },
  });
  useEffect(() => () => employeeSync(client).flush(), [client]);
}
