import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconCash, IconGift, IconHammer } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CompanyCardFragment, LedgerRecordFragment } from '@/gql/graphql';
import { writesOf } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { recentMonths, todayInZone } from '@/shared/format/months';
import { useLedgerMutations } from '../hooks/useLedgerMutations';
import { useFixedPeriods } from '../hooks/useFixedPeriods';
import { useLedgerRecords } from '../hooks/useLedgerRecords';
import type { LedgerDialogMode } from '../ledger-form';
import {
  filterRecords,
  inFixedPeriod,
  isFiltered,
  ledgerTotals,
  NO_FILTERS,
  type LedgerFilters as Filters,
} from '../ledger-view';
import { LEDGER } from '../ledger.messages';

/** How far back the month choice goes. */
const MONTHS_BACK = 36;
import { CorrectionModal } from './CorrectionModal';
import { LedgerMobileList } from './LedgerMobileList';
import { LedgerFilters } from './LedgerFilters';
import { LedgerRecordModal } from './LedgerRecordModal';
import type { RecordHandlers } from './LedgerRowParts';
import { LedgerSummary } from './LedgerSummary';
import { LedgerTable } from './LedgerTable';

/** Rows drawn at a time: a month of a large company may hold thousands of records. */
export const ROWS_PAGE = 100;

type Dialog = { mode: LedgerDialogMode; record: LedgerRecordFragment | null } | null;

/** 'Бонусы и штрафы' (/bonuses) of one company: a month's records, their totals, filters and the record dialogs. */
export function LedgerScreen({ company }: { company: CompanyCardFragment }) {
  const companyId = company.id;
  const writes = writesOf(company, 'bonuses');
  const mobile = useMediaQuery('(max-width: 48em)');
  const today = todayInZone(company.timezone);
  const currentMonth = today.slice(0, 7);
  const periods = useMemo(() => recentMonths(today, MONTHS_BACK), [today]);

  const [period, setPeriod] = useState(currentMonth);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [limit, setLimit] = useState(ROWS_PAGE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [correcting, setCorrecting] = useState<LedgerRecordFragment | null>(null);
  const { records, loading, error, refetch } = useLedgerRecords(companyId, period);
  // Only a role that books records may correct one, so only it needs the fixed periods.
  const fixes = useFixedPeriods(companyId, !writes.create);
  const { deleteRecord } = useLedgerMutations(companyId);

  const listed = useMemo(() => filterRecords(records ?? [], filters), [records, filters]);
  const totals = useMemo(() => ledgerTotals(listed), [listed]);

  const handlers: RecordHandlers = useMemo(
    () => ({
      onEdit: (record) => setDialog({ mode: 'record', record }),
      isFixed: (record) => inFixedPeriod(record, fixes),
      onCorrect: (record) => setCorrecting(record),
      onDelete: (record) =>
        modals.openConfirmModal({
          title: LEDGER.deleteTitle,
          children: <Text size="sm">{LEDGER.deleteText(record.employeeName)}</Text>,
          labels: { confirm: LEDGER.deleteConfirm, cancel: LEDGER.cancel },
          confirmProps: { color: 'red' },
          onConfirm: async () => {
            if ((await deleteRecord(record.id)).ok) void refetch();
          },
        }),
    }),
    [deleteRecord, refetch, fixes],
  );

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setLimit(ROWS_PAGE);
  };
  const changePeriod = (next: string) => {
    setPeriod(next);
    setLimit(ROWS_PAGE);
  };
  const clear = () => {
    changeFilters(NO_FILTERS);
    changePeriod(currentMonth);
  };

  let content;
  if (error && !records) {
    content = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={LEDGER.loadError}>
        {errorMessage(error, LEDGER.loadError)}
        <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={() => void refetch()}>
          {LEDGER.retry}
        </Button>
      </Alert>
    );
  } else if (!records) {
    content = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (listed.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text c="dimmed">{isFiltered(filters) ? LEDGER.emptyFiltered : LEDGER.empty}</Text>
      </Paper>
    );
  } else {
    const List = mobile ? LedgerMobileList : LedgerTable;
    const shown = listed.slice(0, limit);
    content = (
      <Stack gap="md">
        <Paper withBorder={!mobile} radius="md" p={mobile ? 0 : 'xs'} bg={mobile ? 'transparent' : undefined}>
          <List records={shown} writes={writes} handlers={handlers} />
        </Paper>
        {listed.length > shown.length && (
          <Stack gap={6} align="center">
            <Text size="xs" c="dimmed">
              {LEDGER.shown(shown.length, listed.length)}
            </Text>
            <Button variant="light" onClick={() => setLimit((n) => n + ROWS_PAGE)}>
              {LEDGER.showMore}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="xs">
          <Text c="dimmed" size="sm" data-testid="ledger-count">
            {records ? LEDGER.count(listed.length) : ''}
          </Text>
          {loading && records && <Loader size="xs" />}
        </Group>
        {writes.create && (
          <Group gap="xs">
            <Button leftSection={<IconGift size={16} />} onClick={() => setDialog({ mode: 'record', record: null })}>
              {LEDGER.addBonusPenalty}
            </Button>
            <Button
              variant="light"
              leftSection={<IconCash size={16} />}
              onClick={() => setDialog({ mode: 'advance', record: null })}
            >
              {LEDGER.addAdvance}
            </Button>
            <Button
              variant="light"
              leftSection={<IconHammer size={16} />}
              onClick={() => setDialog({ mode: 'piecework', record: null })}
            >
              {LEDGER.addPiecework}
            </Button>
          </Group>
        )}
      </Group>

      {records && <LedgerSummary totals={totals} />}

      <LedgerFilters
        filters={filters}
        period={period}
        periods={periods}
        canClear={isFiltered(filters) || period !== currentMonth}
        onFilters={changeFilters}
        onPeriod={changePeriod}
        onClear={clear}
      />

      {content}

      {dialog && (
        <LedgerRecordModal
          companyId={companyId}
          mode={dialog.mode}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => void refetch()}
        />
      )}
      {correcting && (
        <CorrectionModal
          companyId={companyId}
          record={correcting}
          onClose={() => setCorrecting(null)}
          onSaved={() => void refetch()}
        />
      )}
    </Stack>
  );
}
