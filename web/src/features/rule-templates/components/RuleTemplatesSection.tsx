import { useState } from 'react';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import type { RuleTemplatesRuleFieldsFragment } from '@/gql/graphql';
import { useRuleTemplateMutations } from '../hooks/useRuleTemplateMutations';
import { useRuleTemplates } from '../hooks/useRuleTemplates';
import type { TemplateDirectory } from '../hooks/useTemplateDirectory';
import { RULE_KIND_TEXTS } from '../rule-templates.messages';
import { confirmTemplateDelete } from './confirm-delete';
import { RuleTemplateCard } from './RuleTemplateCard';
import { RuleTemplateForm } from './RuleTemplateForm';
import { TemplateFormModal } from './TemplateFormModal';
import { TemplateList } from './TemplateList';
import type { Writes } from '@/shared/auth/roles';

type Editing = { template: RuleTemplatesRuleFieldsFragment | null } | null;

/** The bonus or the penalty templates of a company: the list, the create and edit dialog, toggles and deletes. */
export function RuleTemplatesSection({
  companyId,
  kind,
  writes,
  directory,
}: {
  companyId: number;
  kind: RuleTemplateKind;
  writes: Writes;
  directory: TemplateDirectory;
}) {
  const texts = RULE_KIND_TEXTS[kind];
  const { templates, loading, error, retry } = useRuleTemplates(companyId, kind);
  const mutations = useRuleTemplateMutations(companyId, kind);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const template = editing?.template ?? null;

  return (
    <>
      <TemplateList
        items={templates}
        loading={loading}
        error={error}
        canCreate={writes.create}
        empty={texts.empty}
        emptyHint={texts.emptyHint}
        onCreate={() => setEditing({ template: null })}
        onRetry={retry}
        renderCard={(t) => (
          <RuleTemplateCard
            template={t}
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
          title={template ? texts.editTitle : texts.createTitle}
          directory={directory}
          onClose={close}
        >
          {() => (
            <RuleTemplateForm
              kind={kind}
              template={template}
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
