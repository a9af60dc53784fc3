import { useSubscription } from '@apollo/client/react';
import { CompanyChangedDocument, MeChangedDocument, MyCompaniesChangedDocument } from '@/gql/graphql';
import { applyCompanyChange } from '@/features/companies';
import { useCurrentCompany } from '@/shared/company/current-company-context';

/**
 * Pushed changes over graphql-ws, written into the Apollo cache so every open tab and device
 * shows them without reloading: the caller's company list, the current company, the caller.
 */
export function LiveUpdates() {
  const { currentCompanyId } = useCurrentCompany();

  useSubscription(MyCompaniesChangedDocument, {
    onData: ({ client, data }) => {
      const change = data.data?.myCompaniesChanged;
      if (change) applyCompanyChange(client.cache, change);
    },
  });

  useSubscription(CompanyChangedDocument, {
    variables: { companyId: currentCompanyId ?? 0 },
    skip: currentCompanyId === null,
    onData: ({ client, data }) => {
      const change = data.data?.companyChanged;
      if (change) applyCompanyChange(client.cache, change);
    },
  });

  // The user object is normalised (User:id): writing the pushed result updates `me` everywhere.
  useSubscription(MeChangedDocument);

  return null;
}
