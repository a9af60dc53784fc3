import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { TEMPLATES } from '../rule-templates.messages';
import type { TemplateDirectory } from '../hooks/useTemplateDirectory';

/**
 * The dialog around a template form: full screen on a phone. The form waits for the whole
 * directory of departments and employees, so its choices can name everyone a template lists.
 */
export function TemplateFormModal({
  title,
  directory,
  onClose,
  children,
}: {
  title: string;
  directory: TemplateDirectory;
  onClose(): void;
  children: () => ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  let body: ReactNode;
  if (directory.loaded) body = children();
  else if (directory.error) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(directory.error, TEMPLATES.directoryError)}
      </Alert>
    );
  } else {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={phone}>
      {body}
    </Modal>
  );
}
