import { Card, Table, Text, Title } from '@mantine/core';
import type { ReportGroupFieldsFragment } from '@/gql/graphql';
import { REPORTS } from '../reports.messages';

type Group = ReportGroupFieldsFragment & { city?: string; departmentCount?: number };

/**
 * Departments or branches with the period's figures from the engine: members and paid members,
 * salary fund, bonuses, penalties, advances and profit. Scrolls sideways on phones.
 */
export function GroupsCard({
  title,
  groups,
  empty,
  money,
  testId,
}: {
  title: string;
  groups: Group[];
  empty: string;
  /** Formats an amount; null (hidden from the caller's role) shows as '—'. */
  money: (value: string | null) => string;
  testId: string;
}) {
  const branches = groups.some((g) => g.city !== undefined);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{REPORTS.name}</Table.Th>
                {branches && <Table.Th>{REPORTS.departmentCount}</Table.Th>}
                <Table.Th>{REPORTS.employees}</Table.Th>
                <Table.Th>{REPORTS.paid}</Table.Th>
                <Table.Th>{REPORTS.fund}</Table.Th>
                <Table.Th>{REPORTS.bonuses}</Table.Th>
                <Table.Th>{REPORTS.penalties}</Table.Th>
                <Table.Th>{REPORTS.advances}</Table.Th>
                <Table.Th>{REPORTS.profit}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {g.name}
                    </Text>
                    {g.city && (
                      <Text size="xs" c="dimmed">
                        {g.city}
                      </Text>
                    )}
                  </Table.Td>
                  {branches && <Table.Td>{g.departmentCount}</Table.Td>}
                  <Table.Td>{g.employeeCount}</Table.Td>
                  <Table.Td>{g.paidCount}</Table.Td>
                  <Table.Td>{money(g.totalSalaryFund)}</Table.Td>
                  <Table.Td>{money(g.totalBonuses)}</Table.Td>
                  <Table.Td>{money(g.totalPenalties)}</Table.Td>
                  <Table.Td>{money(g.totalAdvances)}</Table.Td>
                  <Table.Td>{money(g.totalProfit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
