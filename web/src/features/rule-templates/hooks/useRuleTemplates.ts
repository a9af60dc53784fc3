import { useQuery } from '@apollo/client/react';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { usePayRefresh } from '@/shared/live/usePayRefresh';
import { RULE_KIND_DOCUMENTS } from '../rule-kind-documents';

/** The company's bonus or penalty templates, oldest first, refreshed by every pay and staff event of the company. */
export function useRuleTemplates(companyId: number, kind: RuleTemplateKind) {
  const { data, loading, error, refetch } = useQuery(RULE_KIND_DOCUMENTS[kind].list, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  usePayRefresh(companyId, refetch);
  return {
    templates: data?.templates ?? [],
    loading: loading && !data,
    error,
    retry: () => void refetch().catch(() => {}),
  };
}
