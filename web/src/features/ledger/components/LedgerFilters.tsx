import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { LEDGER_TYPE, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { LedgerFilters as Filters } from '../ledger-view';
import { LEDGER } from '../ledger.messages';

const TYPE_OPTIONS = optionsOf(LEDGER_TYPE);

/** Month, search (employee or reason), type, and a reset back to the current month with no filters. */
export function LedgerFilters({
  filters,
  period,
  periods,
  canClear,
  onFilters,
  onPeriod,
  onClear,
}: {
  filters: Filters;
  period: string;
  periods: { value: string; label: string }[];
  canClear: boolean;
  onFilters(next: Filters): void;
  onPeriod(period: string): void;
  onClear(): void;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={LEDGER.period}
          data={periods}
          value={period}
          allowDeselect={false}
          onChange={(next) => next && onPeriod(next)}
        />
        <TextInput
          label={LEDGER.search}
          placeholder={LEDGER.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(e) => onFilters({ ...filters, search: e.currentTarget.value })}
        />
        <Select
          label={LEDGER.type}
          placeholder={LEDGER.allTypes}
          data={TYPE_OPTIONS}
          value={filters.type}
          clearable
          onChange={(type) => onFilters({ ...filters, type: type as LedgerType | null })}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" leftSection={<IconX size={16} />} disabled={!canClear} onClick={onClear}>
          {LEDGER.clear}
        </Button>
      </Group>
    </Paper>
  );
}
