import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_STATUS_LABELS,
  EXPORT_TYPE_LABELS,
  EXPORT_TYPES,
  type ExportFormat,
  type ExportStatus,
  type ExportType,
} from '@staffpay/schema/exports/export.schemas';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { formatDay } from '@/shared/format/dates';
import { recentMonths } from '@/shared/format/months';
import { EXPORTS } from '../exports.messages';
import { useExports } from '../hooks/useExports';

const STATUS_COLORS: Record<ExportStatus, string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

/** Request a machine-readable export of a month and download its files once the job has made them. */
export function ExportsCard({ companyId, today }: { companyId: number; today: string }) {
  const months = recentMonths(today);
  const [month, setMonth] = useState(months[0]!.value);
  const [types, setTypes] = useState<ExportType[]>(['employees', 'ledgerRecords', 'payroll']);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const { exports, loading, error, request, requesting } = useExports(companyId);

  const submit = async () => {
    try {
      await request({ variables: { companyId, input: { types, format, month } } });
      notifySuccess(EXPORTS.requested);
    } catch (e) {
      notifyError(errorMessage(e, EXPORTS.requestFailed));
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-exports">
      <Title order={4}>{EXPORTS.title}</Title>
      <Text c="dimmed" size="sm" mb="md">
        {EXPORTS.hint}
      </Text>
      <Stack gap="sm">
        <Checkbox.Group label={EXPORTS.types} value={types} onChange={(v) => setTypes(v as ExportType[])}>
          <Group gap="md" mt={4}>
            {EXPORT_TYPES.map((t) => (
              <Checkbox key={t} value={t} label={EXPORT_TYPE_LABELS[t]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={EXPORTS.month}
            data={months}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={200}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {EXPORTS.format}
            </Text>
            <SegmentedControl
              aria-label={EXPORTS.format}
              data={(['csv', 'jsonl'] as const).map((f) => ({ value: f, label: f.toUpperCase() }))}
              value={format}
              onChange={(v) => setFormat(v as ExportFormat)}
              title={EXPORT_FORMAT_LABELS[format]}
            />
          </Stack>
          <Button onClick={() => void submit()} loading={requesting} disabled={types.length === 0}>
            {EXPORTS.request}
          </Button>
        </Group>
        {types.length === 0 && (
          <Text c="red" size="sm">
            {EXPORTS.noTypes}
          </Text>
        )}
        {error && !loading && <Alert color="red">{errorMessage(error, EXPORTS.loadError)}</Alert>}
        {!loading && !error && exports.length === 0 && (
          <Text c="dimmed" size="sm">
            {EXPORTS.none}
          </Text>
        )}
        {exports.length > 0 && (
          <Table data-testid="export-list" verticalSpacing="xs">
            <Table.Tbody>
              {exports.map((e) => (
                <Table.Tr key={e.id} data-testid={`export-${e.id}`}>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[e.status]} variant="light">
                      {EXPORT_STATUS_LABELS[e.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{EXPORTS.period(formatDay(e.period.from), formatDay(e.period.to))}</Text>
                    <Text size="xs" c="dimmed">
                      {e.format.toUpperCase()} · {e.types.map((t) => EXPORT_TYPE_LABELS[t]).join(', ')}
                    </Text>
                    {e.error && (
                      <Text size="xs" c="red">
                        {e.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {e.files.map((f) => (
                        <Anchor key={f.type} href={f.downloadUrl} download={f.fileName} size="sm">
                          <Group gap={4} wrap="nowrap">
                            <IconDownload size={14} />
                            {EXPORT_TYPE_LABELS[f.type]} ({EXPORTS.rows(f.rows)})
                          </Group>
                        </Anchor>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
