import { useMutation } from '@apollo/client/react';
import {
  RuleTemplatesCreateSalaryDocument,
  RuleTemplatesDeleteSalaryDocument,
  RuleTemplatesToggleSalaryDocument,
  RuleTemplatesUpdateSalaryDocument,
  type RuleTemplatesSalaryFieldsFragment,
  type SalaryRuleTemplateInput,
} from '@/gql/graphql';
import { withToasts as runWithToasts } from '@/shared/ui/notify';
import { SALARY_TEMPLATES, TEMPLATES } from '../rule-templates.messages';
import { addSalaryTemplate, removeSalaryTemplate } from '../template-cache';

/** Salary template changes with their toasts; each result goes into the cached list at once. */
export function useSalaryTemplateMutations(companyId: number) {
  const [create, createState] = useMutation(RuleTemplatesCreateSalaryDocument);
  const [update, updateState] = useMutation(RuleTemplatesUpdateSalaryDocument);
  const [toggle] = useMutation(RuleTemplatesToggleSalaryDocument);
  const withToasts = (run: () => Promise<unknown>, success: string, failure: string) =>
    runWithToasts(run, success, failure, TEMPLATES.successTitle);
  const [remove] = useMutation(RuleTemplatesDeleteSalaryDocument);

  const createTemplate = (input: SalaryRuleTemplateInput) =>
    withToasts(
      () =>
        create({
          variables: { companyId, input },
          update: (cache, { data }) => {
            if (data) addSalaryTemplate(cache, companyId, data.createSalaryRuleTemplate);
          },
        }),
      SALARY_TEMPLATES.created,
      SALARY_TEMPLATES.createFailed,
    );

  const updateTemplate = (id: number, input: SalaryRuleTemplateInput) =>
    withToasts(() => update({ variables: { companyId, id, input } }), SALARY_TEMPLATES.updated, TEMPLATES.updateFailed);

  // The switch moves at once; a refusal puts it back (Apollo drops the optimistic layer).
  const toggleTemplate = (template: RuleTemplatesSalaryFieldsFragment, isActive: boolean) =>
    withToasts(
      () =>
        toggle({
          variables: { companyId, id: template.id, isActive },
          // The typename lets the cache file the answer under the template (the generated type omits it).
          optimisticResponse: {
            toggleSalaryRuleTemplate: { ...template, isActive, ...{ __typename: 'SalaryRuleTemplate' } },
          },
        }),
      TEMPLATES.toggled,
      TEMPLATES.toggleFailed,
    );

  const deleteTemplate = (id: number) =>
    withToasts(
      () =>
        remove({
          variables: { companyId, id },
          update: (cache) => removeSalaryTemplate(cache, companyId, id),
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
