import type { ApolloCache } from '@apollo/client';
import { CompaniesDocument, type CompanyCardFragment, type ChangeKind } from '@/gql/graphql';

export interface CompanyChange {
  kind: ChangeKind;
  companyId: number;
  company?: CompanyCardFragment | null;
}

/**
 * Applies a pushed or local company change to the cached list: the company object itself is
 * normalised by Apollo (Company:id); here it is added to or removed from `companies`.
 * Applying the same change twice is harmless (a tab gets both its mutation result and the event).
 */
export function applyCompanyChange(cache: ApolloCache, change: CompanyChange) {
  if (change.kind === 'deleted' || !change.company) {
    cache.updateQuery({ query: CompaniesDocument }, (data) =>
      data ? { companies: data.companies.filter((c) => c.id !== change.companyId) } : data,
    );
    cache.evict({ id: cache.identify({ __typename: 'Company', id: change.companyId }) });
    cache.gc();
    return;
  }
  const company = { ...change.company, __typename: 'Company' as const };
  cache.updateQuery({ query: CompaniesDocument }, (data) => {
    if (!data) return data;
    const at = data.companies.findIndex((c) => c.id === company.id);
    if (at === -1) return { companies: [...data.companies, company] };
    const companies = data.companies.slice();
    companies[at] = { ...companies[at], ...company, myRole: company.myRole ?? companies[at].myRole };
    return { companies };
  });
}
