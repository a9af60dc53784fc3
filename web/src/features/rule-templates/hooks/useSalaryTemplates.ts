import { useQuery } from '@apollo/client/react';
import { RuleTemplatesSalaryListDocument } from '@/gql/graphql';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

/** The company's salary rule templates, oldest first, refreshed by every pay and staff event of the company. */
export function useSalaryTemplates(companyId: number) {
  const { data, loading, error, refetch } = useQuery(RuleTemplatesSalaryListDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  usePayRefresh(companyId, refetch);
  return {
    templates: data?.salaryRuleTemplates ?? [],
    loading: loading && !data,
    error,
    retry: () => void refetch().catch(() => {}),
  };
}
