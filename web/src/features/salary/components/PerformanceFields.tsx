import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NumberField } from '@/shared/ui/NumberField';
import type { SalaryEmployee } from '../hooks/useSalaryEmployees';
import { MIN_DAY, PERIOD_PRESETS, presetRange } from '../pay-periods';
import type { PerformanceFormValues } from '../performance-form';
import { SALARY } from '../salary.messages';

/** The most choices the employee list renders at once; typing narrows the rest. */
const SHOWN_CHOICES = 100;

type Form = UseFormReturnType<PerformanceFormValues>;

/** Employee, period (with the quick presets), orders and profit of the performance form. */
export function PerformanceFields({
  form,
  employees,
  today,
}: {
  form: Form;
  employees: readonly SalaryEmployee[];
  today: string;
}) {
  const choices = employees.map((e) => ({ value: String(e.id), label: e.name }));
  const { startDate, endDate } = form.values;

  return (
    <Stack gap="sm">
      <Select
        label={SALARY.employee}
        placeholder={SALARY.employeePlaceholder}
        data={choices}
        searchable
        limit={SHOWN_CHOICES}
        withAsterisk
        nothingFoundMessage={SALARY.nothingFound}
        {...form.getInputProps('employeeId')}
        // Another employee has other templates: counts typed for the last one do not carry over.
        onChange={(value) => form.setValues({ employeeId: value, units: {} })}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {SALARY.quickPeriod}
        </Text>
        <Group gap="xs">
          {PERIOD_PRESETS.map((preset) => {
            const range = presetRange(preset, today);
            const active = range.startDate === startDate && range.endDate === endDate;
            return (
              <Button
                key={preset}
                size="compact-sm"
                variant={active ? 'filled' : 'light'}
                aria-pressed={active}
                onClick={() => form.setValues(range)}
              >
                {SALARY.presets[preset]}
              </Button>
            );
          })}
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={SALARY.startDate}
          withAsterisk
          min={MIN_DAY}
          max={today}
          {...form.getInputProps('startDate')}
        />
        <TextInput
          type="date"
          label={SALARY.endDate}
          withAsterisk
          min={MIN_DAY}
          max={today}
          {...form.getInputProps('endDate')}
        />
        <NumberField
          label={SALARY.ordersCount}
          min={0}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('ordersCount')}
        />
        <NumberField
          label={SALARY.employeeProfit}
          withAsterisk
          min={0}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('employeeProfit')}
        />
      </SimpleGrid>
    </Stack>
  );
}
