import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import type { SharedMoney } from '../shared-format';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';
import { SharedEmployeeCard } from './SharedEmployeeCard';

/**
 * The chosen tab's cards (a page of them on a wall screen): five columns from about 1600 px, so
 * a team of 20 fits a 1080p wall screen at once; one column on a phone. `cardHeight` draws every
 * card equally tall, so the pages' rows line up. `privacy`: ranks instead of money.
 */
export function EmployeeGrid({
  employees,
  anyEmployee,
  departmentNames,
  money,
  cardHeight,
  privacy = false,
}: {
  employees: readonly SharedEmployeeFieldsFragment[];
  anyEmployee: boolean;
  departmentNames: ReadonlyMap<number, string>;
  money: SharedMoney;
  cardHeight?: string;
  privacy?: boolean;
}) {
  if (employees.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Title order={3} c="dimmed">
          {anyEmployee ? T.noEmployeesInDepartment : T.noEmployees}
        </Title>
      </Paper>
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '880px': 3, '1200px': 4, '1500px': 5 }}
      spacing="sm"
      verticalSpacing={8}
      data-card-grid
    >
      {employees.map((e) => (
        <SharedEmployeeCard
          key={e.id}
          employee={e}
          department={e.departmentId === null ? undefined : departmentNames.get(e.departmentId)}
          money={money}
          minHeight={cardHeight}
          privacy={privacy}
        />
      ))}
    </SimpleGrid>
  );
}
