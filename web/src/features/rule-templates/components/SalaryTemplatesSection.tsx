import { useState } from 'react';
import type { RuleTemplatesSalaryFieldsFragment } from '@/gql/graphql';
import type { TemplateDirectory } from '../hooks/useTemplateDirectory';
import { useSalaryTemplateMutations } from '../hooks/useSalaryTemplateMutations';
import { useSalaryTemplates } from '../hooks/useSalaryTemplates';
import { SALARY_TEMPLATES } from '../rule-templates.messages';
import type { SalaryFormVariant } from '../salary-template-form';
import { confirmTemplateDelete } from './confirm-delete';
import { SalaryTemplateCard } from './SalaryTemplateCard';
import { SalaryTemplateForm } from './SalaryTemplateForm';
import { TemplateFormModal } from './TemplateFormModal';
import { TemplateList } from './TemplateList';
import type { Writes } from '@/shared/auth/roles';

type Editing = { template: RuleTemplatesSalaryFieldsFragment | null } | null;

/** The salary rule templates of a company: the list, the create and edit dialog, toggles and deletes. */
export function SalaryTemplatesSection({
  companyId,
  writes,
  directory,
  variant,
  title,
}: {
  companyId: number;
  writes: Writes;
  directory: TemplateDirectory;
  variant: SalaryFormVariant;
  title?: string;
}) {
  const { templates, loading, error, retry } = useSalaryTemplates(companyId);
  const mutations = useSalaryTemplateMutations(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const template = editing?.template ?? null;

  return (
    <>
      <TemplateList
        title={title}
        items={templates}
        loading={loading}
        error={error}
        canCreate={writes.create}
        empty={SALARY_TEMPLATES.empty}
        emptyHint={SALARY_TEMPLATES.emptyHint}
        onCreate={() => setEditing({ template: null })}
        onRetry={retry}
        renderCard={(t) => (
          <SalaryTemplateCard
            template={t}
            names={directory}
            namesLoaded={directory.loaded}
            writes={writes}
            onToggle={(isActive) => void mutations.toggleTemplate(t, isActive)}
            onEdit={() => setEditing({ template: t })}
            onDelete={() => confirmTemplateDelete(t.templateName, () => mutations.deleteTemplate(t.id))}
          />
        )}
      />
      {editing && (
        <TemplateFormModal
          key={template?.id ?? 'new'}
          title={template ? SALARY_TEMPLATES.editTitle : SALARY_TEMPLATES.createTitle}
          directory={directory}
          onClose={close}
        >
          {() => (
            <SalaryTemplateForm
              template={template}
              variant={variant}
              directory={directory}
              saving={mutations.saving}
              onCancel={close}
              onSubmit={async (input) => {
                const saved = template
                  ? await mutations.updateTemplate(template.id, input)
                  : await mutations.createTemplate(input);
                if (saved) close();
              }}
            />
          )}
        </TemplateFormModal>
      )}
    </>
  );
}
