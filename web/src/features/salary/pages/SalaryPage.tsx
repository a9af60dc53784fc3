import { Paper, Text, Title } from '@mantine/core';
import { useCurrentCompany } from '@/features/companies/current/current-company-context';
import { canReadPay } from '@/shared/auth/roles';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { SalaryScreen } from '../components/SalaryScreen';
import { SALARY } from '../salary.messages';

/** /salary: the KPI/salary calculation of the current company (spec 2.6), for readers of pay. */
export default function SalaryPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={SALARY}>
      {(company) =>
        canReadPay(company.myRole) ? (
          <SalaryScreen company={company} />
        ) : (
          <Paper withBorder radius="lg" p="xl" maw={640}>
            <Title order={3}>{SALARY.noAccess}</Title>
            <Text c="dimmed" mt="xs">
              {SALARY.noAccessHint}
            </Text>
          </Paper>
        )
      }
    </CompanyGate>
  );
}
