import { Badge, Table, Text } from '@mantine/core';
import { memo } from 'react';
import type { EmployeeRowFragment } from '@/gql/graphql';
import { anyWrite, roleLabel, type Writes } from '@/shared/auth/roles';
import { namesOf, scheduleText } from '../employee-display';
import { EMPLOYEES } from '../employees.messages';
import { EmployeeActions, EmployeeIdentity, StatusBadge, type RowHandlers } from './EmployeeRowParts';

export interface Placements {
  departmentNames: ReadonlyMap<number, string>;
  branchNames: ReadonlyMap<number, string>;
}

/** Department and branch names of a row; the row's own first names while the lists are loading. */
export function placementNames(e: EmployeeRowFragment, p: Placements) {
  const departments = namesOf(e.departmentIds, p.departmentNames);
  const branches = namesOf(e.branchIds, p.branchNames);
  return {
    departments: departments.length ? departments : e.departmentName ? [e.departmentName] : [],
    branches: branches.length ? branches : e.branchName ? [e.branchName] : [],
  };
}

const Row = memo(function Row({
  employee,
  placements,
  writes,
  handlers,
}: {
  employee: EmployeeRowFragment;
  placements: Placements;
  writes: Writes;
  handlers: RowHandlers;
}) {
  const { departments, branches } = placementNames(employee, placements);
  return (
    <Table.Tr data-testid="employee-row">
      <Table.Td maw={280}>
        <EmployeeIdentity employee={employee} onPassport={handlers.onPassport} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{departments.join(', ') || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{branches.join(', ') || '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="outline" color="violet">
          {roleLabel(employee.role)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={employee.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {scheduleText(employee)}
        </Text>
      </Table.Td>
      <Table.Td>{anyWrite(writes) && <EmployeeActions employee={employee} writes={writes} {...handlers} />}</Table.Td>
    </Table.Tr>
  );
});

/** The desktop list: one row per employee with the management page's columns. */
export function EmployeeTable({
  employees,
  placements,
  writes,
  handlers,
}: {
  employees: EmployeeRowFragment[];
  placements: Placements;
  writes: Writes;
  handlers: RowHandlers;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{EMPLOYEES.colEmployee}</Table.Th>
            <Table.Th>{EMPLOYEES.colDepartments}</Table.Th>
            <Table.Th>{EMPLOYEES.colBranch}</Table.Th>
            <Table.Th>{EMPLOYEES.colRole}</Table.Th>
            <Table.Th>{EMPLOYEES.colStatus}</Table.Th>
            <Table.Th>{EMPLOYEES.colSchedule}</Table.Th>
            <Table.Th ta="right">{EMPLOYEES.colActions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => (
            <Row key={e.id} employee={e} placements={placements} writes={writes} handlers={handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
