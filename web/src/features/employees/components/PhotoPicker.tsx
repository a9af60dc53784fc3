import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { checkImageFile, encodeImage, type EncodeOptions } from '@/shared/images/resize';
import { STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';
import { notifyError } from '@/shared/ui/notify';
import { EMPLOYEE_FORM } from '../employees.messages';
import { EmployeeAvatar } from './EmployeeAvatar';

/** Employee photos: at most 800×600, always JPEG at quality 0.7. */
export const PHOTO_ENCODING: EncodeOptions = { maxWidth: 800, maxHeight: 600, type: 'image/jpeg', quality: 0.7 };

/**
 * Photo field: images only, 10MB at most ('Файл слишком большой'), scaled in the browser and
 * handed over as a data URL. `value` is the preview (stored URL or new data URL).
 */
export function PhotoPicker({
  value,
  person,
  onChange,
}: {
  value: string | null;
  person: { firstName: string; lastName: string };
  onChange(dataUrl: string | null): void;
}) {
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file, {
      notImage: STAFF_MESSAGES.photoNotImage,
      tooLarge: STAFF_MESSAGES.photoTooLarge,
    });
    if (problem === STAFF_MESSAGES.photoTooLarge) return notifyError(problem, EMPLOYEE_FORM.photoTooLargeTitle);
    if (problem) return notifyError(problem);
    setBusy(true);
    try {
      onChange(await encodeImage(file, PHOTO_ENCODING));
    } catch {
      notifyError(EMPLOYEE_FORM.photoFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="md" wrap="nowrap">
      <EmployeeAvatar employee={{ ...person, photoUrl: value }} size={72} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={pick} accept="image/*">
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                {value ? EMPLOYEE_FORM.changePhoto : EMPLOYEE_FORM.uploadPhoto}
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
              {EMPLOYEE_FORM.removePhoto}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {EMPLOYEE_FORM.photoHint}
        </Text>
      </Stack>
    </Group>
  );
}
