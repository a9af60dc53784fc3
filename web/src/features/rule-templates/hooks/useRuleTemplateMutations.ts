import { useMutation } from '@apollo/client/react';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import type { RuleTemplateInput, RuleTemplatesRuleFieldsFragment } from '@/gql/graphql';
import { RULE_KIND_DOCUMENTS } from '../rule-kind-documents';
import { withToasts as runWithToasts } from '@/shared/ui/notify';
import { RULE_KIND_TEXTS, TEMPLATES } from '../rule-templates.messages';
import { addRuleTemplate, removeRuleTemplate } from '../template-cache';

/** Bonus or penalty template changes with their toasts; each result goes into the cached list at once. */
export function useRuleTemplateMutations(companyId: number, kind: RuleTemplateKind) {
  const documents = RULE_KIND_DOCUMENTS[kind];
  const texts = RULE_KIND_TEXTS[kind];
  const [create, createState] = useMutation(documents.create);
  const [update, updateState] = useMutation(documents.update);
  const [toggle] = useMutation(documents.toggle);
  const withToasts = (run: () => Promise<unknown>, success: string, failure: string) =>
    runWithToasts(run, success, failure, TEMPLATES.successTitle);
  const [remove] = useMutation(documents.remove);

  const createTemplate = (input: RuleTemplateInput) =>
    withToasts(
      () =>
        create({
          variables: { companyId, input },
          update: (cache, { data }) => {
            if (data) addRuleTemplate(cache, kind, companyId, data.template);
          },
        }),
      texts.created,
      texts.createFailed,
    );

  /** The whole form is sent: the patch then changes every field the form shows. */
  const updateTemplate = (id: number, input: RuleTemplateInput) =>
    withToasts(() => update({ variables: { companyId, id, input } }), texts.updated, TEMPLATES.updateFailed);

  // The switch moves at once; a refusal puts it back (Apollo drops the optimistic layer).
  const toggleTemplate = (template: RuleTemplatesRuleFieldsFragment, isActive: boolean) =>
    withToasts(
      () =>
        toggle({
          variables: { companyId, id: template.id, isActive },
          // The typename lets the cache file the answer under the template (the generated type omits it).
          optimisticResponse: { template: { ...template, isActive, ...{ __typename: 'RuleTemplate' } } },
        }),
      TEMPLATES.toggled,
      TEMPLATES.toggleFailed,
    );

  const deleteTemplate = (id: number) =>
    withToasts(
      () =>
        remove({
          variables: { companyId, id },
          update: (cache) => removeRuleTemplate(cache, kind, companyId, id),
        }),
      TEMPLATES.deleted,
      TEMPLATES.deleteFailed,
    );

  return {
    createTemplate,
    updateTemplate,
    toggleTemplate,
    deleteTemplate,
    saving: createState.loading || updateState.loading,
  };
}
