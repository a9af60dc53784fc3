import type { ApolloCache } from '@apollo/client';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import {
  RuleTemplatesSalaryListDocument,
  type RuleTemplatesRuleFieldsFragment,
  type RuleTemplatesSalaryFieldsFragment,
} from '@/gql/graphql';
import { RULE_KIND_DOCUMENTS } from './rule-kind-documents';

/*
 * The cached template lists after this tab's own writes, so a created template shows at once and
 * a deleted one leaves at once (changes of an existing one update its normalised object by
 * themselves). The server's pay event then refreshes every open tab, this one included.
 */

/** The server's order: oldest first. */
const upsert = <T extends { id: number }>(list: readonly T[], item: T) =>
  [...list.filter((t) => t.id !== item.id), item].sort((a, b) => a.id - b.id);

function evict(cache: ApolloCache, __typename: string, id: number) {
  cache.evict({ id: cache.identify({ __typename, id }) });
  cache.gc();
}

export function addSalaryTemplate(cache: ApolloCache, companyId: number, template: RuleTemplatesSalaryFieldsFragment) {
  cache.updateQuery({ query: RuleTemplatesSalaryListDocument, variables: { companyId } }, (data) =>
    data ? { salaryRuleTemplates: upsert(data.salaryRuleTemplates, template) } : data,
  );
}

export function removeSalaryTemplate(cache: ApolloCache, companyId: number, id: number) {
  cache.updateQuery({ query: RuleTemplatesSalaryListDocument, variables: { companyId } }, (data) =>
    data ? { salaryRuleTemplates: data.salaryRuleTemplates.filter((t) => t.id !== id) } : data,
  );
  evict(cache, 'SalaryRuleTemplate', id);
}

export function addRuleTemplate(
  cache: ApolloCache,
  kind: RuleTemplateKind,
  companyId: number,
  template: RuleTemplatesRuleFieldsFragment,
) {
  cache.updateQuery({ query: RULE_KIND_DOCUMENTS[kind].list, variables: { companyId } }, (data) =>
    data ? { templates: upsert(data.templates, template) } : data,
  );
}

export function removeRuleTemplate(cache: ApolloCache, kind: RuleTemplateKind, companyId: number, id: number) {
  cache.updateQuery({ query: RULE_KIND_DOCUMENTS[kind].list, variables: { companyId } }, (data) =>
    data ? { templates: data.templates.filter((t) => t.id !== id) } : data,
  );
  evict(cache, 'RuleTemplate', id);
}
