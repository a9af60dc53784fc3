import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { EmployeesScreen } from '../components/EmployeesScreen';
import { EMPLOYEES } from '../employees.messages';

/** /employees — 'Управление сотрудниками' of the current company, or the prompt to choose one. */
export default function EmployeesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  if (loading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!currentCompany) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center" maw={640}>
        <Title order={3}>{EMPLOYEES.noCompany}</Title>
        <Text c="dimmed" mt="xs">
          {EMPLOYEES.noCompanyHint}
        </Text>
      </Paper>
    );
  }
  return <EmployeesScreen key={currentCompany.id} company={currentCompany} />;
}
