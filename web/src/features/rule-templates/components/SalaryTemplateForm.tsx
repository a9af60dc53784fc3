import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RuleTemplatesSalaryFieldsFragment, SalaryRuleTemplateInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { NumberField } from '@/shared/ui/NumberField';
import type { TemplateDirectory } from '../hooks/useTemplateDirectory';
import { SALARY_TEMPLATES, TEMPLATES } from '../rule-templates.messages';
import {
  ICON_OPTIONS,
  initialSalaryValues,
  PERIOD_OPTIONS,
  ruleTypeOptions,
  SALARY_MODE_OPTIONS,
  salaryFieldsShown,
  salaryFormSchema,
  TEAM_BASE_OPTIONS,
  THRESHOLD_OPTIONS,
  toSalaryInput,
  type SalaryFormVariant,
  type SalaryTemplateFormValues,
} from '../salary-template-form';
import { isPercentRule } from '../template-view';
import { IdsMultiSelect } from './IdsMultiSelect';

/**
 * The salary rule template form, for the tab and the standalone page alike. The mode
 * reveals the threshold fields, the rule type the team base; validation is the contract's.
 */
export function SalaryTemplateForm({
  template,
  variant,
  directory,
  saving,
  onCancel,
  onSubmit,
}: {
  template: RuleTemplatesSalaryFieldsFragment | null;
  variant: SalaryFormVariant;
  directory: TemplateDirectory;
  saving: boolean;
  onCancel(): void;
  onSubmit(input: SalaryRuleTemplateInput): Promise<unknown>;
}) {
  const form = useForm<SalaryTemplateFormValues>({
    mode: 'controlled',
    initialValues: initialSalaryValues(template, {
      departments: new Set(directory.departmentNames.keys()),
      employees: new Set(directory.employeeNames.keys()),
    }),
    validate: zodValidate(salaryFormSchema),
  });
  const { values } = form;
  const shown = salaryFieldsShown(values);
  const percent = isPercentRule(values.ruleType);

  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(toSalaryInput(v)))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={TEMPLATES.name}
          placeholder={SALARY_TEMPLATES.namePlaceholder}
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={SALARY_TEMPLATES.ruleType}
            data={ruleTypeOptions(variant, template?.ruleType ?? null)}
            allowDeselect={false}
            {...form.getInputProps('ruleType')}
          />
          <NumberField
            label={percent ? SALARY_TEMPLATES.valuePercent : SALARY_TEMPLATES.valueAmount}
            withAsterisk
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('value')}
          />
          <Select
            label={SALARY_TEMPLATES.period}
            data={PERIOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('period')}
          />
          {shown.teamBase && (
            <Select
              label={SALARY_TEMPLATES.teamBase}
              description={SALARY_TEMPLATES.teamBaseHint}
              data={TEAM_BASE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('teamBase')}
            />
          )}
          <Select
            label={SALARY_TEMPLATES.salaryMode}
            description={SALARY_TEMPLATES.salaryModeHint}
            data={SALARY_MODE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('salaryMode')}
          />
        </SimpleGrid>
        {shown.threshold && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={SALARY_TEMPLATES.thresholdType}
              placeholder={SALARY_TEMPLATES.thresholdNone}
              data={THRESHOLD_OPTIONS}
              clearable
              {...form.getInputProps('thresholdType')}
            />
            {shown.thresholdValue && (
              <NumberField
                label={SALARY_TEMPLATES.thresholdValue}
                min={0}
                step={values.thresholdType === 'orders_count' ? 1 : 0.01}
                decimalScale={values.thresholdType === 'orders_count' ? 0 : 2}
                allowNegative={false}
                {...form.getInputProps('thresholdValue')}
              />
            )}
            {values.thresholdType === 'average_check' && (
              <Text size="sm" c="dimmed">
                {SALARY_TEMPLATES.thresholdAverageCheck}
              </Text>
            )}
            {shown.achievementIcon && (
              <Select
                label={SALARY_TEMPLATES.achievementIcon}
                data={ICON_OPTIONS}
                clearable
                {...form.getInputProps('achievementIcon')}
              />
            )}
          </SimpleGrid>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {SALARY_TEMPLATES.appliesTo}
          </Text>
          <Text size="xs" c="dimmed">
            {SALARY_TEMPLATES.appliesToHint}
          </Text>
        </Stack>
        <IdsMultiSelect
          label={TEMPLATES.departments}
          placeholder={SALARY_TEMPLATES.departmentsPlaceholder}
          data={directory.departmentOptions}
          {...form.getInputProps('departments')}
        />
        <IdsMultiSelect
          label={TEMPLATES.employees}
          placeholder={SALARY_TEMPLATES.employeesPlaceholder}
          data={directory.employeeOptions}
          {...form.getInputProps('employees')}
        />
        <Switch
          label={SALARY_TEMPLATES.considerOrdersAndProfit}
          {...form.getInputProps('considerOrdersAndProfit', { type: 'checkbox' })}
        />
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
