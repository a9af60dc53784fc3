import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useMemo, useState } from 'react';
import { createCompanySchema } from '@staffpay/schema/companies/company.schemas';
import type { CompanyCardFragment, CreateCompanyInput } from '@/gql/graphql';
import { COMPANIES } from '../companies.messages';
import {
  currencyOptions,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  LANGUAGE_OPTIONS,
  timezoneOptions,
  withValue,
} from '../company-options';
import { LogoPicker } from './LogoPicker';

export interface CompanyFormValues {
  name: string;
  description: string;
  language: string;
  timezone: string;
  currency: string;
  /** undefined keeps the stored logo, null removes it, a data URL replaces it. */
  logo?: string | null;
}

function initialValues(company: CompanyCardFragment | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    description: company?.description ?? '',
    language: company?.language ?? DEFAULT_LANGUAGE,
    timezone: company?.timezone ?? DEFAULT_TIMEZONE,
    currency: company?.currency ?? DEFAULT_CURRENCY,
    logo: undefined,
  };
}

/** The values as the create/update call takes them (unchanged logo left out). */
export function toCompanyInput(values: CompanyFormValues): CreateCompanyInput {
  const { logo, ...rest } = values;
  return {
    ...rest,
    name: rest.name.trim(),
    description: rest.description.trim() || null,
    ...(logo !== undefined ? { logo } : {}),
  };
}

export function CompanyFormModal({
  opened,
  company,
  saving,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  company: CompanyCardFragment | null;
  saving: boolean;
  onClose(): void;
  onSubmit(input: CreateCompanyInput): Promise<boolean>;
}) {
  const timezones = useMemo(() => withValue(timezoneOptions(), company?.timezone), [company?.timezone]);
  const currencies = useMemo(() => withValue(currencyOptions(), company?.currency), [company?.currency]);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: initialValues(company),
    validate: zodValidate(createCompanySchema),
  });
  const logo = form.values.logo;
  const preview = logo === undefined ? (company?.logoUrl ?? null) : logo;

  const submit = form.onSubmit(async (values) => {
    if (await onSubmit(toCompanyInput(values))) onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={company ? COMPANIES.editTitle : COMPANIES.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={COMPANIES.name}
            placeholder={COMPANIES.namePlaceholder}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={COMPANIES.description}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={COMPANIES.language}
              data={LANGUAGE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('language')}
            />
            <Select
              label={COMPANIES.currency}
              data={currencies}
              searchable
              allowDeselect={false}
              nothingFoundMessage={COMPANIES.nothingFound}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <Select
            label={COMPANIES.timezone}
            data={timezones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={COMPANIES.nothingFound}
            {...form.getInputProps('timezone')}
          />
          <LogoPicker value={preview} onChange={(v) => form.setFieldValue('logo', v)} onError={setLogoError} />
          {logoError && (
            <Alert color="red" role="alert" py="xs">
              {logoError}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {COMPANIES.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {company ? COMPANIES.save : COMPANIES.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
