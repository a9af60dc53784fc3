import { Alert, Button, Center, Group, Loader, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCalculator, IconChartBar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CompanyCardFragment, SalaryPerformanceRecordFragment } from '@/gql/graphql';
import { canApprovePay, canReopenPay, writesOf } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { usePayRefresh } from '@/shared/live/usePayRefresh';
import { recentMonths, todayInZone } from '@/shared/format/months';
import { useSalaryEmployees } from '../hooks/useSalaryEmployees';
import { useSalaryFigures } from '../hooks/useSalaryFigures';
import { useSalaryListActions } from '../hooks/useSalaryListActions';
import { usePayrollFixes, usePerformanceRecords } from '../hooks/useSalaryLists';
import { SALARY } from '../salary.messages';
import { PaymentTypesCard } from './PaymentTypesCard';
import { PayRunPanel } from './PayRunPanel';
import { PayrollFixesList } from './PayrollFixesList';
import { PercentCalculator } from './PercentCalculator';
import { PerformanceModal, type PerformanceIntent } from './PerformanceModal';
import { PerformanceRecordsList } from './PerformanceRecordsList';
import { SummaryCards } from './SummaryCards';

/** How far back the month selector reaches: two years. */
const MONTHS_SHOWN = 24;

/**
 * 'Расчет KPI/ЗП' of one company (/salary, docs/architecture.md 'The pay screens') for a chosen
 * month, the current one first.
 */
export function SalaryScreen({ company }: { company: CompanyCardFragment }) {
  const companyId = company.id;
  const writes = writesOf(company, 'salaries');
  // Fixing saves the record and closes the period: salaries.approve (the server asks for that key).
  const canFix = canApprovePay(company);
  const mobile = Boolean(useMediaQuery('(max-width: 48em)'));
  const today = todayInZone(company.timezone);
  const months = useMemo(() => recentMonths(today, MONTHS_SHOWN), [today]);
  const [period, setPeriod] = useState(months[0].value);
  const [dialog, setDialog] = useState<PerformanceIntent | null>(null);
  const [editing, setEditing] = useState<SalaryPerformanceRecordFragment | null>(null);

  const figures = useSalaryFigures(companyId, period);
  const people = useSalaryEmployees(companyId, period);
  const records = usePerformanceRecords(companyId, period);
  const fixes = usePayrollFixes(companyId, period);
  const { deleteRecord, reopenFix } = useSalaryListActions(companyId);
  // The figures come pushed (useSalaryFigures); the lists are read again on pay and staff events.
  usePayRefresh(companyId, () => Promise.all([people.refetch(), records.refetch(), fixes.refetch()]));

  const { summary } = figures;
  let overview;
  if (figures.loading) {
    overview = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (!summary) {
    overview = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={SALARY.loadError}>
        {errorMessage(figures.error, SALARY.loadError)}
        <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={() => void figures.refetch()}>
          {SALARY.retry}
        </Button>
      </Alert>
    );
  } else {
    overview = <SummaryCards stats={summary.stats} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={SALARY.period}
          data={months}
          value={period}
          onChange={(value) => value && setPeriod(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconChartBar size={16} />} onClick={() => setDialog('record')}>
            {SALARY.performance}
          </Button>
          <Button variant="light" leftSection={<IconCalculator size={16} />} onClick={() => setDialog('preview')}>
            {SALARY.applyRules}
          </Button>
        </Group>
      </Group>

      {overview}

      <PayRunPanel companyId={companyId} period={period} canSubmit={writes.edit} canDecide={canFix} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PercentCalculator />
        {summary && <PaymentTypesCard stats={summary.salaryTypes} paidEmployees={summary.overview.employeeCount} />}
      </SimpleGrid>

      <PerformanceRecordsList
        companyId={companyId}
        records={records.records}
        loading={records.loading}
        error={records.error}
        known={people}
        writes={writes}
        mobile={mobile}
        onDelete={deleteRecord}
        onEdit={setEditing}
      />
      <PayrollFixesList
        companyId={companyId}
        fixes={fixes.fixes}
        loading={fixes.loading}
        error={fixes.error}
        known={people}
        canReopen={canReopenPay(company)}
        mobile={mobile}
        onReopen={reopenFix}
      />

      {(dialog || editing) && (
        <PerformanceModal
          key={editing?.id ?? 'new'}
          companyId={companyId}
          today={today}
          employees={people.employees}
          canSave={editing ? writes.edit : writes.create}
          canFix={canFix}
          intent={dialog ?? 'record'}
          record={editing}
          onClose={() => {
            setDialog(null);
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
