import { Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { DASHBOARD_FLAGS, dashboardSchema } from '@staffpay/schema/dashboards/dashboard.schemas';
import type { CustomDashboardCardFragment, CustomDashboardInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { DASHBOARDS, FLAG_LABELS } from '../custom-dashboards.messages';
import { initialValues, toDashboardInput, type DashboardFormValues } from '../dashboard-form';
import type { DashboardStructure, Option } from '../hooks/useDashboardStructure';

type Selection =
  'selectedDepartments' | 'selectedBranches' | 'thresholdProgressDepartments' | 'employeeCardsDepartments';

/** A choice of ids; empty means all, which the placeholder says. Ids without an option are not shown. */
function IdsSelect({
  form,
  field,
  label,
  placeholder,
  data,
}: {
  form: UseFormReturnType<DashboardFormValues>;
  field: Selection;
  label: string;
  placeholder: string;
  data: Option[];
}) {
  const offered = new Set(data.map((o) => o.value));
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      data={data}
      value={form.values[field].map(String).filter((v) => offered.has(v))}
      onChange={(v) => form.setFieldValue(field, v.map(Number))}
      error={form.errors[field]}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={DASHBOARDS.nothingFound}
    />
  );
}

export function DashboardFormModal({
  dashboard,
  structure,
  saving,
  onClose,
  onSubmit,
}: {
  dashboard: CustomDashboardCardFragment | null;
  structure: DashboardStructure;
  saving: boolean;
  onClose(): void;
  onSubmit(input: CustomDashboardInput): Promise<boolean>;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useForm<DashboardFormValues>({
    mode: 'controlled',
    initialValues: initialValues(dashboard),
    validate: zodValidate(dashboardSchema),
  });
  const submit = form.onSubmit(async (values) => {
    if (await onSubmit(toDashboardInput(values, structure.known))) onClose();
  });
  const departments = { data: structure.departmentOptions, placeholder: DASHBOARDS.allDepartmentsPlaceholder };

  return (
    <Modal
      opened
      onClose={onClose}
      title={dashboard ? DASHBOARDS.editTitle : DASHBOARDS.createTitle}
      size="lg"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={DASHBOARDS.name}
            placeholder={DASHBOARDS.namePlaceholder}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={DASHBOARDS.description}
            placeholder={DASHBOARDS.descriptionPlaceholder}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <IdsSelect form={form} field="selectedDepartments" label={DASHBOARDS.selectedDepartments} {...departments} />
          <IdsSelect
            form={form}
            field="selectedBranches"
            label={DASHBOARDS.selectedBranches}
            data={structure.branchOptions}
            placeholder={DASHBOARDS.allBranchesPlaceholder}
          />

          <Text size="sm" fw={500} mt="xs">
            {DASHBOARDS.flagsLabel}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {DASHBOARD_FLAGS.map((flag) => (
              <Switch key={flag} label={FLAG_LABELS[flag]} {...form.getInputProps(flag, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
          {form.values.showThresholdProgress && (
            <IdsSelect
              form={form}
              field="thresholdProgressDepartments"
              label={DASHBOARDS.thresholdProgressDepartments}
              {...departments}
            />
          )}
          {form.values.showEmployeeCards && (
            <IdsSelect
              form={form}
              field="employeeCardsDepartments"
              label={DASHBOARDS.employeeCardsDepartments}
              {...departments}
            />
          )}

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {DASHBOARDS.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {dashboard ? DASHBOARDS.save : DASHBOARDS.submitCreate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
