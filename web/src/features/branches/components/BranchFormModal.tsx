import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { branchSchema } from '@staffpay/schema/staff/staff.schemas';
import type { BranchCardFragment, BranchInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import { BRANCHES } from '../branches.messages';

export interface BranchFormValues {
  name: string;
  city: string;
  address: string;
}

/** The values as the create/update call takes them: an empty address is none. */
export function toBranchInput(values: BranchFormValues): BranchInput {
  return { name: values.name.trim(), city: values.city.trim(), address: values.address.trim() || null };
}

export function BranchFormModal({
  branch,
  saving,
  onClose,
  onSubmit,
}: {
  branch: BranchCardFragment | null;
  saving: boolean;
  onClose(): void;
  onSubmit(input: BranchInput): Promise<boolean>;
}) {
  const form = useForm<BranchFormValues>({
    mode: 'controlled',
    initialValues: { name: branch?.name ?? '', city: branch?.city ?? '', address: branch?.address ?? '' },
    validate: zodValidate(branchSchema),
  });
  const submit = form.onSubmit(async (values) => {
    if (await onSubmit(toBranchInput(values))) onClose();
  });

  return (
    <Modal opened onClose={onClose} title={branch ? BRANCHES.editTitle : BRANCHES.createTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={BRANCHES.name}
            placeholder={BRANCHES.namePlaceholder}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label={BRANCHES.city}
            placeholder={BRANCHES.cityPlaceholder}
            withAsterisk
            {...form.getInputProps('city')}
          />
          <TextInput
            label={BRANCHES.address}
            placeholder={BRANCHES.addressPlaceholder}
            {...form.getInputProps('address')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {BRANCHES.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {branch ? BRANCHES.save : BRANCHES.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
