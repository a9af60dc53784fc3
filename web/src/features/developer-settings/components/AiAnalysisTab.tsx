import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  AI_DEFAULT_MODELS,
  AI_MAX_TOKENS,
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { aiInput, aiValuesOf, checkAi, SYSTEM_PROVIDER, type AiValues, type ProviderChoice } from '../developer-form';
import { DEVELOPER } from '../developer-settings.messages';
import { useDeveloperSettings, type DeveloperSettings } from '../hooks/useDeveloperSettings';
import { useSaveDeveloperSettings } from '../hooks/useSaveDeveloperSettings';
import { LoadState } from './LoadState';

const PROVIDER_OPTIONS = [
  { value: SYSTEM_PROVIDER, label: DEVELOPER.systemProvider },
  ...AI_PROVIDERS.map((p) => ({ value: p, label: AI_PROVIDER_LABELS[p] })),
];

function AiForm({
  companyId,
  settings,
  canWrite,
}: {
  companyId: number;
  settings: DeveloperSettings;
  canWrite: boolean;
}) {
  const { save, saving } = useSaveDeveloperSettings(companyId);
  const form = useForm<AiValues>({
    mode: 'controlled',
    initialValues: aiValuesOf(settings),
    validate: (values) => checkAi(companyId, values),
  });

  // A save elsewhere arrives by push: shown unless this form is being edited (the key field stays empty).
  const key = JSON.stringify(aiValuesOf(settings));
  useEffect(() => {
    if (!form.isDirty()) {
      form.setValues(aiValuesOf(settings));
      form.resetDirty(aiValuesOf(settings));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const settle = (saved: DeveloperSettings) => {
    // The typed key is gone once saved: the field never shows a key.
    const values = { ...form.values, ...aiValuesOf(saved) };
    form.setValues(values);
    form.resetDirty(values);
  };

  const submit = form.onSubmit(async (values) => {
    const outcome = await save(aiInput(values));
    if (outcome.ok) settle(outcome.settings);
    else form.setErrors(outcome.fieldErrors);
  });

  const removeKey = async () => {
    const outcome = await save({ clearAiApiKey: true }, DEVELOPER.keyRemoved);
    if (outcome.ok) form.setFieldValue('aiApiKey', '');
  };

  const provider = form.values.aiProvider;
  const custom = provider === 'custom';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <div>
          <Title order={4}>{DEVELOPER.aiTitle}</Title>
          <Text size="sm" c="dimmed">
            {DEVELOPER.aiHint}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={DEVELOPER.provider}
            data={PROVIDER_OPTIONS}
            allowDeselect={false}
            disabled={!canWrite}
            {...form.getInputProps('aiProvider')}
            onChange={(v) => v && form.setFieldValue('aiProvider', v as ProviderChoice)}
          />
          <TextInput
            label={DEVELOPER.model}
            description={DEVELOPER.modelHint}
            placeholder={provider === SYSTEM_PROVIDER ? DEVELOPER.systemModel : AI_DEFAULT_MODELS[provider]}
            disabled={!canWrite}
            {...form.getInputProps('aiModel')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <PasswordInput
            label={DEVELOPER.apiKey}
            placeholder={DEVELOPER.apiKeyPlaceholder}
            autoComplete="new-password"
            leftSection={<IconKey size={16} />}
            disabled={!canWrite}
            {...form.getInputProps('aiApiKey')}
          />
          <Group gap="sm" justify="space-between">
            <Text size="sm" c={settings.aiApiKeySet ? 'teal' : 'dimmed'} data-testid="ai-key-state">
              {settings.aiApiKeySet ? DEVELOPER.keySet(settings.aiApiKeyLast4) : DEVELOPER.keyNotSet}
            </Text>
            {canWrite && settings.aiApiKeySet && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={removeKey}
                disabled={saving}
              >
                {DEVELOPER.removeKey}
              </Button>
            )}
          </Group>
        </Stack>
        {custom && (
          <TextInput
            label={DEVELOPER.endpoint}
            placeholder={DEVELOPER.endpointPlaceholder}
            withAsterisk
            disabled={!canWrite}
            {...form.getInputProps('aiApiEndpoint')}
          />
        )}
        <NumberInput
          label={DEVELOPER.maxTokens}
          min={AI_MAX_TOKENS.min}
          max={AI_MAX_TOKENS.max}
          step={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={320}
          disabled={!canWrite}
          {...form.getInputProps('aiAnalysisMaxTokens')}
        />
        <Textarea
          label={DEVELOPER.prompt}
          description={DEVELOPER.promptHint}
          autosize
          minRows={4}
          maxRows={14}
          disabled={!canWrite}
          {...form.getInputProps('aiAnalysisPrompt')}
        />
        {canWrite && (
          <Group>
            <Button type="submit" loading={saving}>
              {DEVELOPER.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Settings → AI analysis (developers only: docs/developer-settings.md): provider, model, key, length and prompt. */
export function AiAnalysisTab({ companyId, canWrite }: { companyId: number; canWrite: boolean }) {
  const { settings, error, retry } = useDeveloperSettings(companyId);
  return (
    <Stack gap="md">
      {!canWrite && (
        <Alert color="gray" py="xs">
          {DEVELOPER.readOnly}
        </Alert>
      )}
      {settings ? (
        <AiForm key={companyId} companyId={companyId} settings={settings} canWrite={canWrite} />
      ) : (
        <LoadState error={error} onRetry={retry} />
      )}
    </Stack>
  );
}
