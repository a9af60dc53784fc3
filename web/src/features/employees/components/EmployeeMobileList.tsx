import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { EmployeeRowFragment } from '@/gql/graphql';
import { anyWrite, roleLabel, type Writes } from '@/shared/auth/roles';
import { scheduleText } from '../employee-display';
import { EMPLOYEES } from '../employees.messages';
import { EmployeeActions, EmployeeIdentity, StatusBadge, type RowHandlers } from './EmployeeRowParts';
import { placementNames, type Placements } from './EmployeeTable';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" truncate>
        {value}
      </Text>
    </Group>
  );
}

const Card = memo(function Card({
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
    <Paper withBorder radius="md" p="sm" data-testid="employee-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <EmployeeIdentity employee={employee} onPassport={handlers.onPassport} />
        {anyWrite(writes) && <EmployeeActions employee={employee} writes={writes} {...handlers} />}
      </Group>
      <Group gap={6} mt="xs">
        <Badge variant="outline" color="violet">
          {roleLabel(employee.role)}
        </Badge>
        <StatusBadge status={employee.status} />
      </Group>
      <Stack gap={2} mt="xs">
        <Line label={EMPLOYEES.colDepartments} value={departments.join(', ') || '—'} />
        <Line label={EMPLOYEES.colBranch} value={branches.join(', ') || '—'} />
        <Line label={EMPLOYEES.colSchedule} value={scheduleText(employee)} />
      </Stack>
    </Paper>
  );
});

/** The mobile list: one card per employee. */
export function EmployeeMobileList({
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
    <Stack gap="sm">
      {employees.map((e) => (
        <Card key={e.id} employee={e} placements={placements} writes={writes} handlers={handlers} />
      ))}
    </Stack>
  );
}
