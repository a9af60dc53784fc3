import { Alert, Button, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { STATUS_LABELS, type EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { useMoney } from '@/shared/company/useMoney';
import { SummaryCards } from '@/features/salary';
import { canReadReports, roleLabel } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDay } from '@/shared/format/dates';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { todayInZone } from '@/shared/format/months';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { CountsCard } from '../components/CountsCard';
import { ExportsCard } from '../components/ExportsCard';
import { GroupsCard } from '../components/GroupsCard';
import { LatestRecordsCard } from '../components/LatestRecordsCard';
import { PayHistoryChart } from '../components/PayHistoryChart';
import { PayslipsCard } from '../components/PayslipsCard';
import { SplitChart } from '../components/SplitChart';
import { useReport, type ReportPeriod } from '../hooks/useReport';
import { REPORTS } from '../reports.messages';

function Report({ companyId, timezone }: { companyId: number; timezone: string }) {
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const { data, loading, error } = useReport(companyId, period);
  const money = useMoney(MONEY_DECIMALS.dashboard);
  const ledgerMoney = useMoney(MONEY_DECIMALS.ledger);
  const summary = data?.reportSummary;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={REPORTS.periodLabel}
            data={[...REPORTS.periods]}
            value={period}
            onChange={(v) => setPeriod(v as ReportPeriod)}
          />
          {summary && (
            <Text c="dimmed" size="sm" data-testid="report-period">
              {REPORTS.periodRange(formatDay(summary.period.from), formatDay(summary.period.to))}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {[
            [REPORTS.exportXlsx, data?.xlsxUrl],
            [REPORTS.exportCsv, data?.csvUrl],
          ].map(([label, url]) => (
            <Button
              key={label}
              component="a"
              href={url ?? undefined}
              download
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              data-disabled={!url || undefined}
              onClick={(e) => !url && e.preventDefault()}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>

      {loading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {error && !summary && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={REPORTS.loadError}>
          {errorMessage(error, REPORTS.loadError)}
        </Alert>
      )}
      {summary && (
        <>
          <SummaryCards stats={summary.stats} />
          <PayHistoryChart companyId={companyId} timeZone={timezone} />
          <SplitChart summary={summary} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <CountsCard
              title={REPORTS.statuses}
              empty={REPORTS.noEmployees}
              rows={summary.statuses.map((s) => ({ ...s, label: STATUS_LABELS[s.key as EmployeeStatus] ?? s.key }))}
            />
            <CountsCard
              title={REPORTS.roles}
              empty={REPORTS.noEmployees}
              rows={summary.roles.map((r) => ({ ...r, label: roleLabel(r.key) }))}
            />
          </SimpleGrid>
          <GroupsCard
            title={REPORTS.departments}
            groups={summary.departments}
            empty={REPORTS.noDepartments}
            money={money}
            testId="report-departments"
          />
          <GroupsCard
            title={REPORTS.branches}
            groups={summary.branches}
            empty={REPORTS.noBranches}
            money={money}
            testId="report-branches"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <LatestRecordsCard records={summary.latestRecords} money={ledgerMoney} />
            <PayslipsCard companyId={companyId} today={todayInZone(timezone)} />
          </SimpleGrid>
          <ExportsCard companyId={companyId} today={todayInZone(timezone)} />
        </>
      )}
    </Stack>
  );
}

/**
 * Reports (/reports, docs/architecture.md 'The pay screens'): a period that really filters, real
 * exports and payslips.
 */
export default function ReportsPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={REPORTS}>
      {(company) =>
        canReadReports(company) ? (
          <Report companyId={company.id} timezone={company.timezone} />
        ) : (
          <Alert color="gray" maw={640}>
            {REPORTS.noAccess}
          </Alert>
        )
      }
    </CompanyGate>
  );
}
