import { Alert, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { PreviewEmployeeImportMutation } from '@/gql/graphql';
import { columnHeader } from '../import-file';
import { IMPORT } from '../employees.messages';

export type ImportPreviewData = PreviewEmployeeImportMutation['previewEmployeeImport'];

/** Totals of the checked file and every row's errors: line, the template's column header, message. */
export function ImportPreview({ preview }: { preview: ImportPreviewData }) {
  return (
    <>
      <Group gap="xs" data-testid="import-totals">
        <Badge variant="light" color="gray">
          {IMPORT.total}: {preview.total}
        </Badge>
        <Badge variant="light" color="teal">
          {IMPORT.valid}: {preview.valid}
        </Badge>
        <Badge variant="light" color={preview.invalid ? 'red' : 'gray'}>
          {IMPORT.invalid}: {preview.invalid}
        </Badge>
      </Group>
      {preview.errors.length === 0 ? (
        <Alert color="teal">{IMPORT.noErrors}</Alert>
      ) : (
        <>
          <Text fw={600} size="sm">
            {IMPORT.errorsTitle}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Table striped withTableBorder aria-label={IMPORT.errorsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{IMPORT.line}</Table.Th>
                  <Table.Th>{IMPORT.column}</Table.Th>
                  <Table.Th>{IMPORT.message}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.map((e, i) => (
                  <Table.Tr key={`${e.line}-${e.field}-${i}`} data-testid="import-error">
                    <Table.Td>{e.line}</Table.Td>
                    <Table.Td>{columnHeader(e.field)}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </>
  );
}
