import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PROTECTION } from '../data-protection.messages';

/** Replacing a company's data cannot be undone: the owner types the company's exact name first. */
export function ReplaceConfirmModal({
  companyName,
  busy,
  onClose,
  onConfirm,
}: {
  companyName: string;
  busy: boolean;
  onClose(): void;
  onConfirm(typedName: string): void;
}) {
  const [typed, setTyped] = useState('');
  return (
    <Modal opened onClose={onClose} title={PROTECTION.replaceTitle}>
      <Stack gap="md">
        <Text size="sm">{PROTECTION.replaceText(companyName)}</Text>
        <TextInput
          label={PROTECTION.replaceLabel}
          placeholder={companyName}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {PROTECTION.cancel}
          </Button>
          <Button color="red" disabled={typed !== companyName} loading={busy} onClick={() => onConfirm(typed)}>
            {PROTECTION.replace}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
