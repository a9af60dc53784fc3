import { Alert, Center, Group, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CompanyCardFragment } from '@/gql/graphql';
import { useMoney } from '@/shared/company/useMoney';
import { canReadPay, hasPermission } from '@/shared/auth/roles';
import { goalsOf, useGoalProgress } from '@/features/salary';
import { errorMessage } from '@/shared/errors/error-message';
import { MONEY_DECIMALS } from '@/shared/format/money';
import { todayInZone } from '@/shared/format/months';
import { emptyCardsText } from '../dashboard-logic';
import { DASHBOARD } from '../dashboard.messages';
import { useDashboard } from '../hooks/useDashboard';
import { BirthdayBanner } from './BirthdayBanner';
import { DashboardCharts } from './DashboardCharts';
import { DashboardDialogs, type DashboardDialog } from './DashboardDialogs';
import { DepartmentTabs } from './DepartmentTabs';
import { OverviewRow } from './OverviewCards';
import { PayCard } from './PayCard';
import { QuickActions } from './QuickActions';
import { ThresholdPanel } from './ThresholdPanel';

/** The month's pay at a glance, with the quick ledger actions. */
export function DashboardScreen({ company }: { company: CompanyCardFragment }) {
  const readsCompany = canReadPay(company);
  // The quick actions add ledger records (bonuses.create); editing a card's person is employees.edit.
  const canWrite = hasPermission(company, 'bonuses.create');
  const canEdit = hasPermission(company, 'employees.edit');
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DashboardDialog | null>(null);
  const [quickOpened, setQuickOpened] = useState(false);
  const { data, loading, error, departments, birthdays } = useDashboard(
    company.id,
    departmentId,
    readsCompany,
    company.timezone,
  );
  const money = useMoney(MONEY_DECIMALS.dashboard);
  // Every goal the caller may see (the employee role: its own), one query and one feed for all cards.
  const goals = useGoalProgress(company.id, null, company.timezone);
  const phone = useMediaQuery('(max-width: 48em)');
  const month = todayInZone(company.timezone).slice(0, 7);
  const cards = data?.employeeCards;
  const names = useMemo(() => new Map((cards ?? []).map((c) => [c.id, c.name])), [cards]);

  const quick = canWrite && (
    <QuickActions
      opened={quickOpened}
      onToggle={setQuickOpened}
      onPick={(mode) => setDialog({ kind: 'ledger', mode, employeeId: null })}
    />
  );

  let grid;
  if (loading) {
    grid = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (error && !data) {
    grid = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={DASHBOARD.loadError}>
        {errorMessage(error, DASHBOARD.loadError)}
      </Alert>
    );
  } else if (!cards || cards.length === 0) {
    grid = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={4}>{emptyCardsText(departmentId !== null, DASHBOARD)}</Title>
      </Paper>
    );
  } else {
    grid = (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
        {cards.map((card) => (
          <PayCard
            key={card.id}
            card={card}
            companyId={company.id}
            month={month}
            money={money}
            canWrite={canWrite}
            canEdit={canEdit}
            goals={goalsOf(goals, card.id)}
            onAction={(action) => {
              if (action === 'edit' || action === 'details') setDialog({ kind: action, employeeId: card.id });
              else if (action === 'history') setDialog({ kind: 'history', employeeId: card.id, name: card.name });
              else setDialog({ kind: 'ledger', mode: action, employeeId: card.id });
            }}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg">
      <BirthdayBanner people={birthdays} />
      {/* One place for the button whatever has loaded: moving it would remount its menu. */}
      {readsCompany && (
        <Group align="center" wrap="nowrap" gap="lg">
          {data?.payrollSummary && <OverviewRow summary={data.payrollSummary} money={money} />}
          {!phone && quick}
        </Group>
      )}
      {(!readsCompany || phone) && quick}
      {readsCompany && <DepartmentTabs departments={departments} value={departmentId} onChange={setDepartmentId} />}
      {readsCompany && data?.thresholdProgress && (
        <ThresholdPanel items={data.thresholdProgress} names={names} money={money} />
      )}
      {grid}
      {readsCompany && <DashboardCharts companyId={company.id} timeZone={company.timezone} />}
      <DashboardDialogs company={company} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
