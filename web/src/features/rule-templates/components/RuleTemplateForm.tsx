import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import type { RuleTemplateInput, RuleTemplatesRuleFieldsFragment } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { NumberField } from '@/shared/ui/NumberField';
import type { TemplateDirectory } from '../hooks/useTemplateDirectory';
import {
  amountLabel,
  ASSIGNMENT_OPTIONS,
  CALCULATION_OPTIONS,
  initialRuleValues,
  ruleFormSchema,
  toRuleInput,
  UNIT_OPTIONS,
  type RuleTemplateFormValues,
} from '../rule-template-form';
import { RULE_KIND_TEXTS, RULE_TEMPLATE_FORM, TEMPLATES } from '../rule-templates.messages';
import { IdsMultiSelect } from './IdsMultiSelect';

/**
 * The bonus or penalty template form: a unit choice for per_unit, and the departments
 * or the employees the assignment type uses. Validation is the contract's.
 */
export function RuleTemplateForm({
  kind,
  template,
  directory,
  saving,
  onCancel,
  onSubmit,
}: {
  kind: RuleTemplateKind;
  template: RuleTemplatesRuleFieldsFragment | null;
  directory: TemplateDirectory;
  saving: boolean;
  onCancel(): void;
  onSubmit(input: RuleTemplateInput): Promise<unknown>;
}) {
  const form = useForm<RuleTemplateFormValues>({
    mode: 'controlled',
    initialValues: initialRuleValues(template),
    validate: zodValidate(ruleFormSchema),
  });
  const { values } = form;
  const perUnit = values.calculationType === 'per_unit';

  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(toRuleInput(v)))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={TEMPLATES.name}
          placeholder={RULE_KIND_TEXTS[kind].namePlaceholder}
          withAsterisk
          data-autofocus
          {...form.getInputProps('templateName')}
        />
        <Textarea
          label={TEMPLATES.description}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: perUnit ? 3 : 2 }} spacing="sm">
          <Select
            label={RULE_TEMPLATE_FORM.calculationType}
            data={CALCULATION_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('calculationType')}
          />
          <NumberField
            label={amountLabel(values.calculationType)}
            withAsterisk
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
          {perUnit && (
            <Select
              label={RULE_TEMPLATE_FORM.unitType}
              data={UNIT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('unitType')}
            />
          )}
        </SimpleGrid>
        <Select
          label={RULE_TEMPLATE_FORM.assignmentType}
          data={ASSIGNMENT_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('assignmentType')}
        />
        {values.assignmentType === 'department' ? (
          <IdsMultiSelect
            key="departments"
            label={TEMPLATES.departments}
            placeholder={RULE_TEMPLATE_FORM.departmentsPlaceholder}
            data={directory.departmentOptions}
            {...form.getInputProps('departmentIds')}
          />
        ) : (
          <IdsMultiSelect
            key="employees"
            label={TEMPLATES.employees}
            placeholder={RULE_TEMPLATE_FORM.employeesPlaceholder}
            data={directory.employeeOptions}
            {...form.getInputProps('employeeIds')}
          />
        )}
        <Switch label={TEMPLATES.isActive} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {TEMPLATES.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {template ? TEMPLATES.save : TEMPLATES.submitCreate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
