import { Badge } from '@mantine/core';
import { CALCULATION_TYPE_LABELS } from '@staffpay/schema/pay/pay.enums';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useMoney } from '@/shared/company/useMoney';
import type { RuleTemplatesRuleFieldsFragment } from '@/gql/graphql';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { RULE_TEMPLATE_FORM, TEMPLATES } from '../rule-templates.messages';
import { fullName, ruleAmountText } from '../template-view';
import { NamesDetail, TemplateCard, type TemplateCardActions } from './TemplateCard';

/**
 * A bonus or penalty template: how it computes, its amount, whom it is assigned to (the list its
 * assignment type uses, named by the server), and its switch.
 */
export function RuleTemplateCard({
  template,
  ...actions
}: TemplateCardActions & { template: RuleTemplatesRuleFieldsFragment }) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const language = useCurrentCompany().currentCompany?.language;
  const byDepartment = template.assignmentType === 'department';
  const names = byDepartment ? template.departments.map((d) => d.name) : template.employees.map(fullName);
  return (
    <TemplateCard
      {...actions}
      name={template.templateName}
      description={template.description}
      isActive={template.isActive}
      badges={<Badge variant="light">{CALCULATION_TYPE_LABELS[template.calculationType]}</Badge>}
      figure={ruleAmountText(template, money, language)}
      warning={names.length === 0 ? RULE_TEMPLATE_FORM.unassigned : null}
    >
      <NamesDetail label={byDepartment ? TEMPLATES.departments : TEMPLATES.employees} names={names} />
    </TemplateCard>
  );
}
