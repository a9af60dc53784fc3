import {
  Alert,
  Button,
  Divider,
  FileButton,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  DEVELOPER_MESSAGES,
  LOGO_SIZE_CHOICES,
  LOGO_SIZES,
  type LogoSize,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { checkImageFile, encodeImage, type EncodeOptions } from '@/shared/images/resize';
import { brandInput, brandValuesOf, checkInput, type BrandValues } from '../developer-form';
import { DEVELOPER } from '../developer-settings.messages';
import { useDeveloperSettings, type DeveloperSettings } from '../hooks/useDeveloperSettings';
import { useSaveDeveloperSettings } from '../hooks/useSaveDeveloperSettings';
import { ClientErrorsList } from './ClientErrorsList';
import { LoadState } from './LoadState';
import { ServiceLogo } from './ServiceLogo';

/**
 * The service logo is shown at most 96px high: it is scaled to fit 800×400, PNG and SVG stay
 * PNG (transparency), anything else becomes JPEG at 0.8.
 */
export function serviceLogoEncoding(mime: string): EncodeOptions {
  const keepsAlpha = mime === 'image/png' || mime === 'image/svg+xml' || mime === 'image/gif' || mime === 'image/webp';
  return {
    maxWidth: 800,
    maxHeight: 400,
    type: keepsAlpha ? 'image/png' : 'image/jpeg',
    quality: keepsAlpha ? undefined : 0.8,
  };
}

const SIZE_OPTIONS = LOGO_SIZE_CHOICES.map((size) => ({ value: size, label: DEVELOPER.sizeLabel(size) }));

function BrandForm({
  companyId,
  settings,
  canWrite,
}: {
  companyId: number;
  settings: DeveloperSettings;
  canWrite: boolean;
}) {
  const { save, saving } = useSaveDeveloperSettings(companyId);
  const [encoding, setEncoding] = useState(false);
  const form = useForm<BrandValues>({
    mode: 'controlled',
    initialValues: brandValuesOf(settings),
    validate: (values) => checkInput(companyId, brandInput(values, settings.serviceLogo ?? null)),
  });

  // Another developer's save arrives by push: shown unless this form is being edited.
  const key = JSON.stringify(brandValuesOf(settings));
  useEffect(() => {
    if (!form.isDirty()) {
      form.setValues(brandValuesOf(settings));
      form.resetDirty(brandValuesOf(settings));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file, {
      notImage: DEVELOPER_MESSAGES.logoNotImage,
      tooLarge: DEVELOPER_MESSAGES.logoTooLarge,
    });
    if (problem) {
      form.setFieldError('serviceLogo', problem);
      return;
    }
    setEncoding(true);
    try {
      form.setFieldValue('serviceLogo', await encodeImage(file, serviceLogoEncoding(file.type)));
      form.clearFieldError('serviceLogo');
    } catch {
      form.setFieldError('serviceLogo', DEVELOPER_MESSAGES.logoFailed);
    } finally {
      setEncoding(false);
    }
  };

  const submit = form.onSubmit(async (values) => {
    const outcome = await save(brandInput(values, settings.serviceLogo ?? null));
    if (outcome.ok) {
      form.setValues(brandValuesOf(outcome.settings));
      form.resetDirty(brandValuesOf(outcome.settings));
    } else {
      form.setErrors(outcome.fieldErrors);
    }
  });

  const { serviceLogo, logoSize, companySlogan } = form.values;
  const logoError = form.errors.serviceLogo;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <div>
          <Title order={4}>{DEVELOPER.brandTitle}</Title>
          <Text size="sm" c="dimmed">
            {DEVELOPER.brandHint}
          </Text>
        </div>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {DEVELOPER.serviceLogo}
          </Text>
          <Group gap="lg" align="center">
            <ServiceLogo
              brand={{ serviceLogo, logoSizePx: LOGO_SIZES[logoSize], companySlogan: companySlogan || null }}
            />
            {canWrite && (
              <Stack gap={6}>
                <Group gap="xs">
                  {/* Any file may be chosen: a non-image is refused with its message rather than hidden. */}
                  <FileButton onChange={pick}>
                    {(props) => (
                      <Button
                        {...props}
                        size="xs"
                        variant="light"
                        leftSection={<IconUpload size={14} />}
                        loading={encoding}
                      >
                        {serviceLogo ? DEVELOPER.changeLogo : DEVELOPER.uploadLogo}
                      </Button>
                    )}
                  </FileButton>
                  {serviceLogo && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => {
                        form.setFieldValue('serviceLogo', null);
                        form.clearFieldError('serviceLogo');
                      }}
                    >
                      {DEVELOPER.removeLogo}
                    </Button>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {DEVELOPER.logoHint}
                </Text>
              </Stack>
            )}
          </Group>
          {logoError && (
            <Text size="sm" c="red" role="alert">
              {logoError}
            </Text>
          )}
        </Stack>
        <Select
          label={DEVELOPER.logoSize}
          data={SIZE_OPTIONS}
          allowDeselect={false}
          disabled={!canWrite}
          maw={320}
          {...form.getInputProps('logoSize')}
          onChange={(v) => v && form.setFieldValue('logoSize', v as LogoSize)}
        />
        <TextInput
          label={DEVELOPER.slogan}
          placeholder={DEVELOPER.sloganPlaceholder}
          maxLength={200}
          disabled={!canWrite}
          {...form.getInputProps('companySlogan')}
        />
        <Switch
          label={DEVELOPER.hideLabels}
          description={DEVELOPER.hideLabelsHint}
          disabled={!canWrite}
          {...form.getInputProps('hideNavigationMenuLabels', { type: 'checkbox' })}
        />
        {canWrite && (
          <Group>
            <Button type="submit" loading={saving} disabled={encoding}>
              {DEVELOPER.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * Settings → Developer (developers only: docs/developer-settings.md): the menu's branding, then the
 * browsers' errors.
 */
export function DeveloperTab({ companyId, canWrite }: { companyId: number; canWrite: boolean }) {
  const { settings, error, retry } = useDeveloperSettings(companyId);
  return (
    <Stack gap="xl">
      {!canWrite && (
        <Alert color="gray" py="xs">
          {DEVELOPER.readOnly}
        </Alert>
      )}
      {settings ? (
        <BrandForm key={companyId} companyId={companyId} settings={settings} canWrite={canWrite} />
      ) : (
        <LoadState error={error} onRetry={retry} />
      )}
      {canWrite && (
        <>
          <Divider />
          <ClientErrorsList companyId={companyId} />
        </>
      )}
    </Stack>
  );
}
