import { Badge, Group, Switch, Tabs } from '@mantine/core';
import { SHARED_DASHBOARD as T } from '../shared-dashboard.messages';

export const ALL_DEPARTMENTS = 'all';

/** The department shown, as a label: a kiosk screen has nothing to click. */
export function DepartmentLabel({
  departments,
  value,
}: {
  departments: { id: number; name: string }[];
  value: string;
}) {
  const name = departments.find((d) => String(d.id) === value)?.name ?? T.allDepartments;
  return (
    <Group>
      <Badge size="xl" radius="xl" variant="filled" tt="none" data-testid="department-label">
        {name}
      </Badge>
    </Group>
  );
}

/** 'Все отделы' and one tab per department; the switch pauses the wall screen's rotation. */
export function DepartmentTabs({
  departments,
  value,
  rotating,
  onPick,
  onRotate,
}: {
  departments: { id: number; name: string }[];
  value: string;
  rotating: boolean;
  onPick(value: string): void;
  onRotate(rotating: boolean): void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Tabs
        value={value}
        onChange={(v) => v && onPick(v)}
        variant="pills"
        radius="xl"
        style={{ minWidth: 0, flex: '1 1 auto' }}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value={ALL_DEPARTMENTS} fz="lg">
            {T.allDepartments}
          </Tabs.Tab>
          {departments.map((d) => (
            <Tabs.Tab key={d.id} value={String(d.id)} fz="lg">
              {d.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Switch size="md" label={T.rotate} checked={rotating} onChange={(e) => onRotate(e.currentTarget.checked)} />
    </Group>
  );
}
