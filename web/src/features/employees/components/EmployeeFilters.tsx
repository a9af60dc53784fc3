import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { ROLE_FILTER } from '@staffpay/schema/staff/staff.enums';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { COMPANY_ROLE } from '@staffpay/schema/auth/roles';
import { isFiltered, type FilterState } from '../employee-filters';
import { EMPLOYEES } from '../employees.messages';
import type { Option } from '../hooks/useStructureOptions';

const ROLE_OPTIONS = optionsOf(COMPANY_ROLE, ROLE_FILTER);

/** Search, department, branch and role (the four of ROLE_FILTER), and a reset; applied on the server. */
export function EmployeeFilters({
  value,
  departments,
  branches,
  onChange,
  onReset,
}: {
  value: FilterState;
  departments: Option[];
  branches: Option[];
  onChange(next: FilterState): void;
  onReset(): void;
}) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label={EMPLOYEES.search}
          placeholder={EMPLOYEES.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={value.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
        />
        <Select
          label={EMPLOYEES.department}
          placeholder={EMPLOYEES.allDepartments}
          data={departments}
          value={value.departmentId}
          onChange={(departmentId) => set({ departmentId })}
          searchable
          clearable
        />
        <Select
          label={EMPLOYEES.branch}
          placeholder={EMPLOYEES.allBranches}
          data={branches}
          value={value.branchId}
          onChange={(branchId) => set({ branchId })}
          searchable
          clearable
        />
        <Select
          label={EMPLOYEES.role}
          placeholder={EMPLOYEES.allRoles}
          data={ROLE_OPTIONS}
          value={value.role}
          onChange={(role) => set({ role })}
          clearable
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" leftSection={<IconX size={16} />} disabled={!isFiltered(value)} onClick={onReset}>
          {EMPLOYEES.reset}
        </Button>
      </Group>
    </Paper>
  );
}
