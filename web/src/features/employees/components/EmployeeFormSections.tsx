import { Button, Collapse, MultiSelect, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import {
  CUSTOM_POSITION,
  EMPLOYEE_STATUS,
  EMPLOYMENT_TYPE,
  EXTRA_FIELD_NAMES,
  EXTRA_FIELDS,
  POSITION,
} from '@staffpay/schema/staff/staff.enums';
import { ROLE_OPTIONS } from '@/shared/auth/roles';
import { todayIso } from '@/shared/format/dates';
import { scheduleFor, type EmployeeFormValues, type PersonalField } from '../employee-form';
import { EMPLOYEE_FORM } from '../employees.messages';
import type { Option } from '../hooks/useStructureOptions';

export type EmployeeForm = UseFormReturnType<EmployeeFormValues>;

const MIN_DATE = '1900-01-01';
const STATUS_CHOICES = optionsOf(EMPLOYEE_STATUS);
const TYPE_CHOICES = optionsOf(EMPLOYMENT_TYPE);
const POSITION_CHOICES = optionsOf(POSITION);

/** A calendar date field: no future dates, none before 1900-01-01 (the contract checks the same). */
function DateField({
  form,
  field,
  label,
}: {
  form: EmployeeForm;
  field: 'birthDate' | 'startWorkDate';
  label: string;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      min={MIN_DATE}
      max={todayIso()}
      value={form.values[field] ?? ''}
      onChange={(e) => form.setFieldValue(field, e.currentTarget.value || null)}
      error={form.errors[field]}
    />
  );
}

/** Name, contacts and dates; a field the caller's role may not see is left out. */
export function PersonalSection({ form, hidden }: { form: EmployeeForm; hidden: ReadonlySet<PersonalField> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={EMPLOYEE_FORM.firstName} withAsterisk data-autofocus {...form.getInputProps('firstName')} />
      <TextInput label={EMPLOYEE_FORM.lastName} withAsterisk {...form.getInputProps('lastName')} />
      {!hidden.has('email') && <TextInput label={EMPLOYEE_FORM.email} type="email" {...form.getInputProps('email')} />}
      {!hidden.has('phone') && (
        <TextInput
          label={EMPLOYEE_FORM.phone}
          placeholder={EMPLOYEE_FORM.phonePlaceholder}
          withAsterisk
          type="tel"
          {...form.getInputProps('phone')}
        />
      )}
      {!hidden.has('birthDate') && <DateField form={form} field="birthDate" label={EMPLOYEE_FORM.birthDate} />}
      <DateField form={form} field="startWorkDate" label={EMPLOYEE_FORM.startWorkDate} />
    </SimpleGrid>
  );
}

/** Numbers in the form, strings in the select. */
function IdsSelect({
  form,
  field,
  label,
  data,
  required,
  hint,
}: {
  form: EmployeeForm;
  field: 'departmentIds' | 'branchIds';
  label: string;
  data: Option[];
  required?: boolean;
  hint?: string;
}) {
  return (
    <MultiSelect
      label={label}
      withAsterisk={required}
      data={data}
      value={form.values[field].map(String)}
      onChange={(v) => form.setFieldValue(field, v.map(Number))}
      error={form.errors[field]}
      description={data.length === 0 ? hint : undefined}
      searchable
      clearable
      nothingFoundMessage={EMPLOYEE_FORM.nothingFound}
    />
  );
}

export function WorkSection({
  form,
  departments,
  branches,
}: {
  form: EmployeeForm;
  departments: Option[];
  branches: Option[];
}) {
  const job = form.values.jobPosition;
  // A free-text position (from an import, say) stays choosable as it is.
  const freeText = job && job !== CUSTOM_POSITION && !Object.hasOwn(POSITION, job);
  const jobChoices = [
    ...POSITION_CHOICES,
    ...(freeText ? [{ value: job, label: job }] : []),
    { value: CUSTOM_POSITION, label: EMPLOYEE_FORM.customPositionOption },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={EMPLOYEE_FORM.role} data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
        <Select
          label={EMPLOYEE_FORM.status}
          data={STATUS_CHOICES}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Select
          label={EMPLOYEE_FORM.employmentType}
          data={TYPE_CHOICES}
          allowDeselect={false}
          {...form.getInputProps('employmentType')}
        />
      </SimpleGrid>
      <IdsSelect
        form={form}
        field="departmentIds"
        label={EMPLOYEE_FORM.departmentIds}
        data={departments}
        required
        hint={EMPLOYEE_FORM.departmentsHint}
      />
      <IdsSelect form={form} field="branchIds" label={EMPLOYEE_FORM.branchIds} data={branches} />
      <MultiSelect
        label={EMPLOYEE_FORM.positions}
        data={POSITION_CHOICES}
        searchable
        clearable
        {...form.getInputProps('positions')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={EMPLOYEE_FORM.jobPosition}
          data={jobChoices}
          searchable
          clearable
          value={job || null}
          onChange={(v) => form.setFieldValue('jobPosition', v ?? '')}
          error={form.errors.jobPosition}
        />
        {job === CUSTOM_POSITION && (
          <TextInput label={EMPLOYEE_FORM.customPosition} {...form.getInputProps('customPosition')} />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The flexible-schedule switch hides the working hours and clears them. */
export function ScheduleSection({ form }: { form: EmployeeForm }) {
  const flexible = form.values.hasFlexibleSchedule;
  return (
    <Stack gap="sm">
      <Switch
        label={EMPLOYEE_FORM.hasFlexibleSchedule}
        checked={flexible}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          form.setValues({ hasFlexibleSchedule: on, ...scheduleFor(on) });
        }}
      />
      {!flexible && (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="time"
            label={EMPLOYEE_FORM.workStartTime}
            value={form.values.workStartTime ?? ''}
            onChange={(e) => form.setFieldValue('workStartTime', e.currentTarget.value || null)}
            error={form.errors.workStartTime}
          />
          <TextInput
            type="time"
            label={EMPLOYEE_FORM.workEndTime}
            value={form.values.workEndTime ?? ''}
            onChange={(e) => form.setFieldValue('workEndTime', e.currentTarget.value || null)}
            error={form.errors.workEndTime}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function AccountSection({ form, members }: { form: EmployeeForm; members: Option[] }) {
  return (
    <Select
      label={EMPLOYEE_FORM.account}
      description={EMPLOYEE_FORM.accountHint}
      placeholder={EMPLOYEE_FORM.accountNone}
      data={members}
      searchable
      clearable
      nothingFoundMessage={EMPLOYEE_FORM.nothingFound}
      value={form.values.userId === null ? null : String(form.values.userId)}
      onChange={(v) => form.setFieldValue('userId', v ? Number(v) : null)}
      error={form.errors.userId}
    />
  );
}

/** The collapsible 'Дополнительно' section with the ten free-text fields. */
export function ExtraSection({ form }: { form: EmployeeForm }) {
  const [opened, setOpened] = useState(() => EXTRA_FIELD_NAMES.some((k) => form.values[k].trim() !== ''));
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="space-between"
        rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        aria-expanded={opened}
        onClick={() => setOpened((o) => !o)}
      >
        {EMPLOYEE_FORM.extra}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {EXTRA_FIELD_NAMES.map((k) => (
            <Textarea key={k} label={EXTRA_FIELDS[k]} rows={3} resize="vertical" {...form.getInputProps(k)} />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
