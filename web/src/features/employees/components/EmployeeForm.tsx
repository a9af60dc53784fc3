import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createEmployeeSchema } from '@staffpay/schema/staff/staff.schemas';
import type { EmployeeFullFragment, EmployeeInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { initialEmployeeValues, toEmployeeInput, type EmployeeFormValues, type PersonalField } from '../employee-form';
import { EMPLOYEE_FORM } from '../employees.messages';
import type { SaveResult } from '../hooks/useEmployeeMutations';
import type { Option } from '../hooks/useStructureOptions';
import { AccountSection, ExtraSection, PersonalSection, ScheduleSection, WorkSection } from './EmployeeFormSections';
import { PhotoPicker } from './PhotoPicker';

const validate = zodValidate<EmployeeFormValues>(createEmployeeSchema);
const NONE_HIDDEN: ReadonlySet<PersonalField> = new Set();
/** Stands in for a phone the caller may not see (it is required, and kept as stored). */
const HIDDEN_PHONE = 'hidden';

/** Every field of the employee form, validated with the contract's schema and messages. */
export function EmployeeForm({
  employee,
  hidden = NONE_HIDDEN,
  departments,
  branches,
  members,
  saving,
  onCancel,
  onSubmit,
}: {
  employee: EmployeeFullFragment | null;
  /** Fields of the record the caller's role does not see: neither shown nor sent. */
  hidden?: ReadonlySet<PersonalField>;
  departments: Option[];
  branches: Option[];
  members: Option[];
  saving: boolean;
  onCancel(): void;
  onSubmit(input: EmployeeInput): Promise<SaveResult>;
}) {
  const form = useForm<EmployeeFormValues>({
    mode: 'controlled',
    initialValues: initialEmployeeValues(employee),
    validate: (values) => validate(hidden.has('phone') ? { ...values, phone: HIDDEN_PHONE } : values),
  });
  const photo = form.values.photo === undefined ? (employee?.photoUrl ?? null) : form.values.photo;

  const submit = form.onSubmit(async (values) => {
    const result = await onSubmit(toEmployeeInput(values, hidden));
    if (result.ok) form.reset();
    else form.setErrors(result.fieldErrors);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={employee ? EMPLOYEE_FORM.editTitle : EMPLOYEE_FORM.createTitle}>
      <Stack gap="md">
        <PhotoPicker
          value={photo}
          person={{ firstName: form.values.firstName, lastName: form.values.lastName }}
          onChange={(v) => form.setFieldValue('photo', v)}
        />
        <PersonalSection form={form} hidden={hidden} />
        <Divider />
        <WorkSection form={form} departments={departments} branches={branches} />
        <Divider />
        <ScheduleSection form={form} />
        <AccountSection form={form} members={members} />
        <ExtraSection form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {EMPLOYEE_FORM.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {employee ? EMPLOYEE_FORM.save : EMPLOYEE_FORM.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
