import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CALCULATION_TYPE_LABELS } from '@staffpay/schema/pay/pay.enums';
import type { SalaryRuleTemplateFragment } from '@/gql/graphql';
import { useMoney } from '@/shared/company/useMoney';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { NumberField } from '@/shared/ui/NumberField';
import { timesAmount } from '../decimal';
import { unitKey, type PerformanceFormValues, type RuleKind } from '../performance-form';
import { unitLabel } from '../rule-units';
import { SALARY } from '../salary.messages';

const asCount = (value: number | string | undefined) => (typeof value === 'number' ? value : Number(value || 0));

function UnitField({
  form,
  kind,
  template,
}: {
  form: UseFormReturnType<PerformanceFormValues>;
  kind: RuleKind;
  template: SalaryRuleTemplateFragment;
}) {
  const money = useMoney(MONEY_DECIMALS.ledger);
  const path = `units.${unitKey(kind, template.id)}`;
  const value = form.values.units[unitKey(kind, template.id)];
  const count = asCount(value);
  const unit = unitLabel(template.unitType, count);
  // An amount the viewer's role does not see (null) is '—', and there is no total to compute from it.
  const { amount } = template;
  const rate = template.calculationType === 'percentage' && amount !== null ? `${amount}%` : money(amount);
  const total = template.calculationType === 'per_unit' && amount !== null ? timesAmount(count, amount) : null;
  return (
    <div>
      <NumberField
        label={template.templateName}
        description={`${CALCULATION_TYPE_LABELS[template.calculationType]}: ${rate}`}
        min={0}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        rightSection={
          <Text size="xs" c="dimmed" pr="xs">
            {unit}
          </Text>
        }
        rightSectionWidth={96}
        {...form.getInputProps(path)}
        value={value ?? 0}
      />
      {total !== null && (
        <Text size="sm" c="dimmed" mt={4} data-testid={`per-unit-total-${template.id}`}>
          {SALARY.perUnitTotal(count, unit, money(amount), money(total))}
        </Text>
      )}
    </div>
  );
}

/** One unit count per assigned template of a kind; counts of 0 are not sent (they pay nothing: docs/payroll.md). */
export function RuleUnitsFields({
  form,
  kind,
  templates,
}: {
  form: UseFormReturnType<PerformanceFormValues>;
  kind: RuleKind;
  templates: readonly SalaryRuleTemplateFragment[];
}) {
  if (templates.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{kind === 'bonus' ? SALARY.bonusRules : SALARY.penaltyRules}</Text>
      {templates.map((t) => (
        <UnitField key={t.id} form={form} kind={kind} template={t} />
      ))}
    </Stack>
  );
}
