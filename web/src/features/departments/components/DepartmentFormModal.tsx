import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { DepartmentFormOptionsDocument, type DepartmentCardFragment, type DepartmentInput } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { zodValidate } from '@/shared/forms/zod-validate';
import {
  branchOptions,
  departmentFormSchema,
  initialDepartmentValues,
  MANAGER_PAGE,
  managerOptions,
  toDepartmentInput,
  type DepartmentFormValues,
} from '../department-form';
import { DEPARTMENTS } from '../departments.messages';

export function DepartmentFormModal({
  companyId,
  department,
  saving,
  onClose,
  onSubmit,
}: {
  companyId: number;
  department: DepartmentCardFragment | null;
  saving: boolean;
  onClose(): void;
  onSubmit(input: DepartmentInput): Promise<boolean>;
}) {
  // Fresh choices each time the dialog opens: who is a manager or owner may have changed.
  const { data, loading, error } = useQuery(DepartmentFormOptionsDocument, {
    variables: { companyId, first: MANAGER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const managers = useMemo(
    () =>
      managerOptions(
        [...(data?.managers.edges ?? []), ...(data?.owners.edges ?? [])].map((e) => e.node),
        department,
      ),
    [data, department],
  );
  const branches = useMemo(() => branchOptions(data?.branches ?? [], department), [data, department]);

  const form = useForm<DepartmentFormValues>({
    mode: 'controlled',
    initialValues: initialDepartmentValues(department),
    validate: zodValidate(departmentFormSchema),
  });
  const submit = form.onSubmit(async (values) => {
    if (await onSubmit(toDepartmentInput(values))) onClose();
  });

  return (
    <Modal opened onClose={onClose} title={department ? DEPARTMENTS.editTitle : DEPARTMENTS.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={DEPARTMENTS.name}
            placeholder={DEPARTMENTS.namePlaceholder}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={DEPARTMENTS.description}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('description')}
          />
          <Select
            label={DEPARTMENTS.managerField}
            description={DEPARTMENTS.managerHint}
            data={managers}
            searchable
            allowDeselect={false}
            nothingFoundMessage={DEPARTMENTS.nothingFound}
            disabled={loading && !data}
            {...form.getInputProps('managerId')}
          />
          <Select
            label={DEPARTMENTS.branchField}
            data={branches}
            searchable
            allowDeselect={false}
            nothingFoundMessage={DEPARTMENTS.nothingFound}
            disabled={loading && !data}
            {...form.getInputProps('branchId')}
          />
          {error && !data && (
            <Alert color="red" role="alert" py="xs">
              {errorMessage(error, DEPARTMENTS.optionsFailed)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {DEPARTMENTS.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {department ? DEPARTMENTS.save : DEPARTMENTS.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
