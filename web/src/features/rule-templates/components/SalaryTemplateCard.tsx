import { Badge } from '@mantine/core';
import {
  ACHIEVEMENT_ICON,
  ACHIEVEMENT_ICON_LABELS,
  RULE_PERIOD_LABELS,
  RULE_TYPE_LABELS,
  SALARY_MODE_LABELS,
  TEAM_BASE_LABELS,
} from '@staffpay/schema/pay/pay.enums';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useMoney } from '@/shared/company/useMoney';
import type { RuleTemplatesSalaryFieldsFragment } from '@/gql/graphql';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { SALARY_TEMPLATES, TEMPLATES } from '../rule-templates.messages';
import { appliesToNames, paysNobody, salaryValueText, thresholdText, type Names } from '../template-view';
import { DECLARED_ICONS } from '@/shared/icons/declared-icons';
import { Detail, NamesDetail, TemplateCard, type TemplateCardActions } from './TemplateCard';

/** A salary rule template: type, value, period, mode and threshold, whom it pays, and its switch. */
export function SalaryTemplateCard({
  template,
  names,
  namesLoaded,
  ...actions
}: TemplateCardActions & {
  template: RuleTemplatesSalaryFieldsFragment;
  names: Names;
  /** Every department and employee name is known, so ids missing from `names` are gone. */
  namesLoaded: boolean;
}) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const language = useCurrentCompany().currentCompany?.language;
  const bonus = template.salaryMode === 'bonus';
  const Icon =
    bonus && template.achievementIcon ? DECLARED_ICONS[ACHIEVEMENT_ICON[template.achievementIcon].icon] : null;
  const threshold = thresholdText(template, money, language);
  const named = appliesToNames(template.appliesTo, names);
  return (
    <TemplateCard
      {...actions}
      name={template.templateName}
      description={template.description}
      isActive={template.isActive}
      icon={
        Icon && (
          <Icon
            size={22}
            color="var(--mantine-color-yellow-6)"
            aria-label={ACHIEVEMENT_ICON_LABELS[template.achievementIcon!]}
            style={{ flexShrink: 0 }}
          />
        )
      }
      badges={
        <>
          <Badge variant="light">{RULE_TYPE_LABELS[template.ruleType]}</Badge>
          <Badge variant="light" color={bonus ? 'grape' : 'blue'}>
            {SALARY_MODE_LABELS[template.salaryMode]}
          </Badge>
        </>
      }
      figure={salaryValueText(template, money, language)}
      warning={paysNobody(template.appliesTo, names, namesLoaded) ? SALARY_TEMPLATES.unassigned : null}
    >
      <Detail label={SALARY_TEMPLATES.period} value={RULE_PERIOD_LABELS[template.period]} />
      {template.ruleType === 'percent_team' && (
        <Detail label={SALARY_TEMPLATES.teamBase} value={TEAM_BASE_LABELS[template.teamBase ?? 'department']} />
      )}
      {threshold && <Detail label={SALARY_TEMPLATES.threshold} value={threshold} />}
      <NamesDetail label={TEMPLATES.departments} names={named.departments} />
      <NamesDetail label={TEMPLATES.employees} names={named.employees} />
    </TemplateCard>
  );
}
