import { Tabs } from '@mantine/core';
import { DASHBOARD } from '../dashboard.messages';

const ALL = 'all';

/** 'Все отделы' and one tab per department; the choice filters the cards and the thresholds. */
export function DepartmentTabs({
  departments,
  value,
  onChange,
}: {
  departments: { id: number; name: string }[];
  value: number | null;
  onChange(departmentId: number | null): void;
}) {
  if (departments.length === 0) return null;
  return (
    <Tabs
      value={value === null ? ALL : String(value)}
      onChange={(v) => onChange(!v || v === ALL ? null : Number(v))}
      variant="pills"
      radius="xl"
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value={ALL}>{DASHBOARD.allDepartments}</Tabs.Tab>
        {departments.map((d) => (
          <Tabs.Tab key={d.id} value={String(d.id)}>
            {d.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
