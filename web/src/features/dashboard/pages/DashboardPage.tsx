import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { DashboardScreen } from '../components/DashboardScreen';
import { DASHBOARD } from '../dashboard.messages';

/** The dashboard (/ and /dashboard); without a company, the way to create one. */
export default function DashboardPage() {
  const { currentCompany, loading } = useCurrentCompany();
  if (loading) return null;
  if (!currentCompany) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Stack align="flex-start" gap="sm">
          <Title order={3}>{DASHBOARD.noCompanyTitle}</Title>
          <Text c="dimmed">{DASHBOARD.noCompanyText}</Text>
          <Button component={Link} to="/companies">
            {DASHBOARD.toCompanies}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <DashboardScreen key={currentCompany.id} company={currentCompany} />;
}
