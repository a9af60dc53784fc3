import { Avatar, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconBuilding, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CompanyMembersDocument } from '@/gql/graphql';
import { languageLabel } from '@/features/companies/company-options';
import { useCurrentCompany } from '@/features/companies/current/current-company-context';
import { canReadMembers, roleLabel } from '@/shared/auth/roles';
import { formatDate } from '@/shared/format/dates';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

/** Until staff and pay exist the dashboard shows what is real: the current company and its members. */
export default function DashboardPage() {
  const { currentCompany, loading } = useCurrentCompany();
  const readMembers = canReadMembers(currentCompany?.myRole);
  const members = useQuery(CompanyMembersDocument, {
    variables: { companyId: currentCompany?.id ?? 0 },
    skip: !currentCompany || !readMembers,
  });

  if (loading) return null;
  if (!currentCompany) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Stack align="flex-start" gap="sm">
          <Title order={3}>У вас пока нет компаний</Title>
          <Text c="dimmed">Создайте компанию, чтобы начать работу с сотрудниками и зарплатами.</Text>
          <Button component={Link} to="/companies">
            Перейти к компаниям
          </Button>
        </Stack>
      </Paper>
    );
  }

  const count = members.data?.companyMembers.length;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg" data-testid="dashboard-company">
          <Group wrap="nowrap">
            <Avatar src={currentCompany.logoUrl || null} size={64} radius="md" color="violet" alt={currentCompany.name}>
              <IconBuilding size={30} />
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h4">
                {currentCompany.name}
              </Title>
              <Text size="sm" c="dimmed">
                {roleLabel(currentCompany.myRole)} · {currentCompany.currency} · {currentCompany.timezone} ·{' '}
                {languageLabel(currentCompany.language)}
              </Text>
              <Text size="xs" c="dimmed">
                Создана {formatDate(currentCompany.createdAt)}
              </Text>
            </div>
          </Group>
        </Card>
        {readMembers && (
          <Card padding="lg" data-testid="dashboard-members">
            <Group>
              <ThemeIcon size={48} radius="md" variant="light">
                <IconUsers size={26} />
              </ThemeIcon>
              <div>
                <Text size="sm" c="dimmed">
                  Участники компании
                </Text>
                <Text fw={700} fz={28} lh={1.1}>
                  {count ?? '—'}
                </Text>
              </div>
            </Group>
          </Card>
        )}
      </SimpleGrid>
      <SectionUnavailable title="Показатели по сотрудникам и зарплатам" />
    </Stack>
  );
}
