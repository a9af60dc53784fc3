import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { EmployeeImportTemplatesDocument } from '@/gql/graphql';
import { IMPORT } from '../employees.messages';
import { IMPORT_ACCEPT, templatePath } from '../import-file';
import { useEmployeeImport } from '../hooks/useEmployeeImport';
import { ImportPreview } from './ImportPreview';

/** Template download, file check with every row's errors, then the all-or-nothing import. */
export function ImportModal({ companyId, onClose }: { companyId: number; onClose(): void }) {
  const templates = useQuery(EmployeeImportTemplatesDocument, { variables: { companyId } });
  const xlsx = templates.data?.xlsx ?? templatePath(companyId, 'xlsx');
  const csv = templates.data?.csv ?? templatePath(companyId, 'csv');
  const imp = useEmployeeImport(companyId);

  return (
    <Modal opened onClose={onClose} title={IMPORT.title} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {IMPORT.intro}
        </Text>
        <Group gap="xs">
          <Button component="a" href={xlsx} download variant="light" leftSection={<IconDownload size={16} />}>
            {IMPORT.templateXlsx}
          </Button>
          <Button component="a" href={csv} download variant="light" leftSection={<IconDownload size={16} />}>
            {IMPORT.templateCsv}
          </Button>
        </Group>
        <FileInput
          label={IMPORT.file}
          placeholder={IMPORT.filePlaceholder}
          accept={IMPORT_ACCEPT}
          leftSection={<IconFileSpreadsheet size={16} />}
          value={imp.file}
          onChange={(f) => void imp.choose(f)}
          clearable
        />
        {imp.checking && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{IMPORT.checking}</Text>
          </Group>
        )}
        {imp.problem && (
          <Alert color="red" role="alert">
            {imp.problem}
          </Alert>
        )}
        {imp.preview && <ImportPreview preview={imp.preview} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {IMPORT.cancel}
          </Button>
          <Button
            disabled={!imp.canImport}
            loading={imp.importing}
            onClick={async () => {
              if (await imp.commit()) onClose();
            }}
          >
            {IMPORT.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
