import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { COMPANY_MESSAGES } from '@staffpay/schema/companies/company.schemas';
import { checkImageFile, encodeImage, LOGO_ENCODING } from '@/shared/images/resize';
import { COMPANIES } from '../companies.messages';

/**
 * Logo field: checks type and size in the browser, scales to 400px on the longer side as
 * JPEG 0.8, and hands over a data URL. `value` is the preview (URL or data URL).
 */
export function LogoPicker({
  value,
  onChange,
  onError,
}: {
  value: string | null;
  onChange(dataUrl: string | null): void;
  onError(message: string | null): void;
}) {
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file, {
      notImage: COMPANY_MESSAGES.logoNotImage,
      tooLarge: COMPANY_MESSAGES.logoTooLarge,
    });
    if (problem) {
      onError(problem);
      return;
    }
    setBusy(true);
    try {
      onChange(await encodeImage(file, LOGO_ENCODING));
      onError(null);
    } catch {
      onError(COMPANIES.processingFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {COMPANIES.logo}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar src={value} size={64} radius="md" color="violet" alt={COMPANIES.logo}>
          <IconBuilding size={30} />
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            {/* accept="*" on purpose: a non-image is refused with its message rather than hidden. */}
            <FileButton onChange={pick}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                  {value ? COMPANIES.changeLogo : COMPANIES.uploadLogo}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
              >
                {COMPANIES.removeLogo}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {COMPANIES.logoHint}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
