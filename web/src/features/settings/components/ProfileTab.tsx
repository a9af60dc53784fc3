import { Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { UpdateProfileDocument } from '@/gql/graphql';
import type { CurrentUser } from '@/features/auth';
import { roleLabel, type RoleCode, type RoleNames } from '@/shared/auth/roles';
import { avatarEncoding, checkImageFile, encodeImage } from '@/shared/images/resize';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import { SETTINGS } from '../settings.messages';

/** Name, surname, e-mail and role are read-only here; only the avatar changes. */
export function ProfileTab({
  user,
  role,
  names,
}: {
  user: CurrentUser;
  role: RoleCode | null | undefined;
  /** The company's custom roles by code, when known. */
  names?: RoleNames;
}) {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const [busy, setBusy] = useState(false);

  const save = async (profileImage: string | null) => {
    setBusy(true);
    try {
      await updateProfile({ variables: { input: { profileImage } } });
      notifySuccess(profileImage ? SETTINGS.avatarSaved : SETTINGS.avatarRemoved);
    } catch {
      notifyError(SETTINGS.avatarFailed);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const problem = checkImageFile(file, { notImage: SETTINGS.avatarNotImage, tooLarge: SETTINGS.avatarTooLarge });
    if (problem) {
      notifyError(problem);
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await encodeImage(file, avatarEncoding(file.type));
    } catch {
      notifyError(SETTINGS.avatarFailed);
      return;
    }
    await save(dataUrl);
  };

  return (
    <Stack gap="lg" maw={720}>
      <Group gap="lg">
        <UserAvatar firstName={user.firstName} imageUrl={user.profileImageUrl} size={96} />
        <Stack gap={6}>
          <Text fw={500}>{SETTINGS.avatar}</Text>
          <Group gap="xs">
            <FileButton onChange={pick}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                  {SETTINGS.changeAvatar}
                </Button>
              )}
            </FileButton>
            {user.profileImageUrl && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={busy}
                onClick={() => save(null)}
              >
                {SETTINGS.removeAvatar}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {SETTINGS.avatarHint}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={SETTINGS.firstName} value={user.firstName} readOnly />
        <TextInput label={SETTINGS.lastName} value={user.lastName} readOnly />
        <TextInput label={SETTINGS.email} value={user.email} readOnly />
        <TextInput label={SETTINGS.role} value={roleLabel(role, names)} readOnly />
      </SimpleGrid>
    </Stack>
  );
}
