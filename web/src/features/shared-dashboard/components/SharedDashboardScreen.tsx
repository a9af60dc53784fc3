import { Box, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type {
  SharedBirthdayFragment,
  SharedBrandingFieldsFragment,
  SharedDashboardFieldsFragment,
} from '@/gql/graphql';
import { BirthdayBanner } from '@/features/dashboard';
import { useTabRotation } from '../hooks/useTabRotation';
import { departmentTabs, employeesOf, thresholdsOf } from '../shared-dashboard-logic';
import { sharedMoney } from '../shared-format';
import { ALL_DEPARTMENTS, DepartmentTabs } from './DepartmentTabs';
import { EmployeeGrid } from './EmployeeGrid';
import { SharedHeader } from './SharedHeader';
import { SummaryCards } from './SummaryCards';
import { ThresholdGauges } from './ThresholdGauges';

/** The public dashboard as the link's flags allow it; parts whose data is hidden are left out. */
export function SharedDashboardScreen({
  data,
  birthdays,
  branding,
  live,
  receivedAt,
}: {
  data: SharedDashboardFieldsFragment;
  birthdays: SharedBirthdayFragment[];
  branding: SharedBrandingFieldsFragment | null | undefined;
  live: boolean;
  receivedAt: Date | null;
}) {
  const { employees, thresholdProgress: thresholds, departments } = data;
  const money = useMemo(() => sharedMoney(data.company.currency), [data.company.currency]);
  const departmentNames = useMemo(() => new Map(departments.map((d) => [d.id, d.name])), [departments]);
  const tabs = departmentTabs(departments, employees ?? [], thresholds ?? []);
  const rotation = useTabRotation([ALL_DEPARTMENTS, ...tabs.map((d) => String(d.id))]);
  const department = tabs.find((d) => String(d.id) === rotation.value) ?? null;

  return (
    <Box mih="100dvh" p={{ base: 'xs', md: 8 }} bg="var(--mantine-color-gray-0)">
      <Stack gap={8}>
        <SharedHeader
          dashboard={data.dashboard}
          company={data.company}
          branding={branding}
          live={live}
          receivedAt={receivedAt}
        />
        <BirthdayBanner people={birthdays} compact />
        <SummaryCards data={data} money={money} />
        {tabs.length > 0 && (
          <DepartmentTabs
            departments={tabs}
            value={rotation.value}
            rotating={rotation.rotating}
            onPick={rotation.pick}
            onRotate={rotation.setRotating}
          />
        )}
        {thresholds && <ThresholdGauges items={thresholdsOf(thresholds, department)} />}
        {employees && (
          <EmployeeGrid
            employees={employeesOf(employees, department)}
            anyEmployee={employees.length > 0}
            departmentNames={departmentNames}
            money={money}
          />
        )}
      </Stack>
    </Box>
  );
}
