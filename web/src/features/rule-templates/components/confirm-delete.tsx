import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TEMPLATES } from '../rule-templates.messages';

/** Deletes ask first; `onConfirm` runs only once the user has confirmed. */
export function confirmTemplateDelete(name: string, onConfirm: () => unknown) {
  modals.openConfirmModal({
    title: TEMPLATES.deleteTitle,
    children: <Text size="sm">{TEMPLATES.deleteText(name)}</Text>,
    labels: { confirm: TEMPLATES.deleteConfirm, cancel: TEMPLATES.cancel },
    confirmProps: { color: 'red' },
    onConfirm: () => void onConfirm(),
  });
}
