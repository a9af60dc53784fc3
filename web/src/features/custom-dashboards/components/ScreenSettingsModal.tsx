import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { CustomDashboardCardFragment, DashboardScreenInput, NightMode, ScreenTheme } from '@/gql/graphql';
import { DASHBOARDS, SCREEN } from '../custom-dashboards.messages';
import {
  NIGHT_MODE_LABELS,
  NIGHT_MODES,
  SCREEN_NETWORKS_MAX,
  SCREEN_SECONDS_MAX,
  SCREEN_THEME_LABELS,
  SCREEN_THEMES,
} from '@staffpay/schema/dashboards/screen.schemas';
import { initialScreenValues, toScreenInput, validateScreen, type ScreenFormValues } from '../screen-form';
import type { ScreenOutcome } from '../hooks/useScreenActions';
import type { Option } from '../hooks/useDashboardStructure';
import { PlaylistEditor } from './PlaylistEditor';

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** 'Настройки экрана': how a dashboard's link shows on a wall screen, saved whole. */
export function ScreenSettingsModal({
  dashboard,
  dashboards,
  saving,
  onClose,
  onSubmit,
}: {
  dashboard: CustomDashboardCardFragment;
  /** The company's dashboards, for the playlist. */
  dashboards: Option[];
  saving: boolean;
  onClose(): void;
  onSubmit(input: DashboardScreenInput): Promise<ScreenOutcome>;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useForm<ScreenFormValues>({
    mode: 'controlled',
    initialValues: initialScreenValues(dashboard.screen),
    validate: validateScreen,
  });
  const submit = form.onSubmit(async (values) => {
    const outcome = await onSubmit(toScreenInput(values));
    if (outcome.ok) onClose();
    else form.setErrors(outcome.fieldErrors);
  });

  return (
    <Modal opened onClose={onClose} title={SCREEN.settingsTitle(dashboard.name)} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            label={SCREEN.expiresAt}
            description={SCREEN.expiresAtHint}
            {...form.getInputProps('expiresAt')}
          />
          <TagsInput
            label={SCREEN.allowedNetworks}
            description={SCREEN.allowedNetworksHint}
            placeholder={SCREEN.allowedNetworksPlaceholder}
            maxTags={SCREEN_NETWORKS_MAX}
            clearable
            acceptValueOnBlur
            {...form.getInputProps('allowedNetworks')}
          />
          <Switch
            label={SCREEN.privacyMode}
            description={SCREEN.privacyModeHint}
            {...form.getInputProps('privacyMode', { type: 'checkbox' })}
          />
          <Group grow align="flex-start">
            <div>
              <Text size="sm" fw={500} mb={4}>
                {SCREEN.theme}
              </Text>
              <SegmentedControl
                fullWidth
                data={options(SCREEN_THEMES, SCREEN_THEME_LABELS)}
                value={form.values.theme}
                onChange={(v) => form.setFieldValue('theme', v as ScreenTheme)}
              />
            </div>
            <NumberInput
              label={SCREEN.rotation}
              description={SCREEN.rotationHint}
              min={0}
              max={SCREEN_SECONDS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('departmentRotationSeconds')}
            />
          </Group>

          <Divider mt="xs" />
          <Switch
            label={SCREEN.night}
            description={SCREEN.nightHint}
            {...form.getInputProps('nightOn', { type: 'checkbox' })}
          />
          {form.values.nightOn && (
            <Group grow align="flex-start">
              <TextInput type="time" label={SCREEN.nightFrom} {...form.getInputProps('night.from')} />
              <TextInput type="time" label={SCREEN.nightTo} {...form.getInputProps('night.to')} />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {SCREEN.nightMode}
                </Text>
                <SegmentedControl
                  fullWidth
                  orientation="vertical"
                  data={options(NIGHT_MODES, NIGHT_MODE_LABELS)}
                  value={form.values.night.mode}
                  onChange={(v) => form.setFieldValue('night.mode', v as NightMode)}
                />
              </div>
            </Group>
          )}

          <Divider mt="xs" />
          <PlaylistEditor form={form} dashboards={dashboards} />

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {DASHBOARDS.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {DASHBOARDS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
