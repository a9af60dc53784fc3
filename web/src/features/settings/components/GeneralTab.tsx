import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { currencyOptions, LANGUAGE_OPTIONS, timezoneOptions, withValue } from '@/features/companies';
import type { CompanySettingsForm } from '../hooks/useCompanySettingsForm';
import { SETTINGS } from '../settings.messages';

export function GeneralTab({
  form,
  readOnly,
  saving,
}: {
  form: CompanySettingsForm;
  readOnly: boolean;
  saving: boolean;
}) {
  const { timezone, currency } = form.values;
  const timezones = useMemo(() => withValue(timezoneOptions(), timezone), [timezone]);
  const currencies = useMemo(() => withValue(currencyOptions(), currency), [currency]);
  return (
    <Stack gap="md" maw={720}>
      <TextInput label={SETTINGS.companyName} withAsterisk disabled={readOnly} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={SETTINGS.currency}
          data={currencies}
          searchable
          allowDeselect={false}
          disabled={readOnly}
          {...form.getInputProps('currency')}
        />
        <Select
          label={SETTINGS.timezone}
          data={timezones}
          searchable
          allowDeselect={false}
          disabled={readOnly}
          {...form.getInputProps('timezone')}
        />
        <Select
          label={SETTINGS.language}
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          disabled={readOnly}
          {...form.getInputProps('language')}
        />
      </SimpleGrid>
      <Switch
        label={SETTINGS.showBirthdays}
        disabled={readOnly}
        {...form.getInputProps('showBirthdaysOnDashboard', { type: 'checkbox' })}
      />
      {!readOnly && (
        <Group>
          <Button type="submit" loading={saving}>
            {SETTINGS.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
