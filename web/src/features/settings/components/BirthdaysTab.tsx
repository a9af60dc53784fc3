import { Button, Group, Stack, Switch } from '@mantine/core';
import { NumberField } from '@/shared/ui/NumberField';
import { BIRTHDAY_DAYS, type CompanySettingsForm } from '../hooks/useCompanySettingsForm';
import { SETTINGS } from '../settings.messages';

export function BirthdaysTab({
  form,
  readOnly,
  saving,
}: {
  form: CompanySettingsForm;
  readOnly: boolean;
  saving: boolean;
}) {
  return (
    <Stack gap="md" maw={520}>
      <Switch
        label={SETTINGS.showBirthdays}
        disabled={readOnly}
        {...form.getInputProps('showBirthdaysOnDashboard', { type: 'checkbox' })}
      />
      <NumberField
        label={SETTINGS.birthdayDays}
        description={SETTINGS.birthdayDaysHint}
        min={BIRTHDAY_DAYS.min}
        max={BIRTHDAY_DAYS.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        w={260}
        disabled={readOnly}
        {...form.getInputProps('birthdayNotificationDays')}
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
