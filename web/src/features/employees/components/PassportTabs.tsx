import { Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { StoredField } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS, type EmployeeFieldName } from '@staffpay/schema/staff/employee.fields';
import { EXTRA_FIELD_NAMES, EXTRA_FIELDS } from '@staffpay/schema/staff/staff.enums';
import { LedgerHistory } from '@/features/ledger';
import { GOALS, GoalProgressList, useGoalProgress } from '@/features/salary';
import type { EmployeeFullFragment } from '@/gql/graphql';
import { formatDay } from '@/shared/format/dates';
import { formatMoney, MONEY_DECIMALS } from '@/shared/format/money';
import { positionLabel, scheduleText } from '../employee-display';
import { PASSPORT } from '../employees.messages';

/**
 * Loaded when the tab opens: the shell reaches this module through the feature's index (the
 * passport, the cache policy), and the chart library would otherwise weigh on every first page.
 */
const EmployeeHistoryCharts = lazy(() =>
  import('./EmployeeHistoryCharts').then((m) => ({ default: m.EmployeeHistoryCharts })),
);

type Employee = EmployeeFullFragment;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={5} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** A figure or a phone the caller's role does not see (the API answers null). */
const HIDDEN = '—';

const orNotSpecified = (v: string | null | undefined) => (v && v.trim() ? v : PASSPORT.notSpecified);

/** The declared fields the contacts block shows, in the record's order. */
const CONTACT_FIELDS = (Object.keys(EMPLOYEE_FIELDS) as EmployeeFieldName[]).filter(
  (name): name is ContactField => (EMPLOYEE_FIELDS[name] as StoredField).passport === 'contacts',
);
type ContactField = {
  [K in EmployeeFieldName]: (typeof EMPLOYEE_FIELDS)[K] extends { passport: 'contacts' } ? K : never;
}[EmployeeFieldName];

/** A declared field as its kind reads; null on a field the record always has means the role hides it. */
function shown(name: ContactField, value: string | null | undefined): string {
  const field: StoredField = EMPLOYEE_FIELDS[name];
  if (field.type.of === 'date') return formatDay(value);
  return value === null && !field.nullable ? HIDDEN : orNotSpecified(value);
}

export function PersonalTab({
  employee,
  departments,
  branches,
}: {
  employee: Employee;
  departments: string[];
  branches: string[];
}) {
  return (
    <Stack gap="md">
      <Block title={PASSPORT.contacts}>
        {CONTACT_FIELDS.map((name) => (
          <Field key={name} label={EMPLOYEE_FIELDS[name].label}>
            {shown(name, employee[name])}
          </Field>
        ))}
      </Block>
      <Block title={PASSPORT.structure}>
        <Field label={PASSPORT.departments}>{orNotSpecified(departments.join(', '))}</Field>
        <Field label={PASSPORT.branches}>{orNotSpecified(branches.join(', '))}</Field>
      </Block>
    </Stack>
  );
}

export type CompanyMoney = { currency: string | null | undefined; language: string | null | undefined };

export function WorkTab({ employee, company }: { employee: Employee; company: CompanyMoney }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Field label={PASSPORT.workHours}>{scheduleText(employee)}</Field>
      <Field label={PASSPORT.positions}>{orNotSpecified(employee.positions.map(positionLabel).join(', '))}</Field>
      <Field label={PASSPORT.ordersCount}>{employee.ordersCount ?? HIDDEN}</Field>
      <Field label={PASSPORT.employeeProfit}>
        {formatMoney(employee.employeeProfit, { ...company, decimals: MONEY_DECIMALS.dashboard })}
      </Field>
    </SimpleGrid>
  );
}

/** Bonuses, penalties, advances and piecework of the employee: the ledger's history. */
/** The 12-month pay and KPI charts, then the ledger's history. */
export function HistoryTab({
  companyId,
  employeeId,
  timeZone,
}: {
  companyId: number;
  employeeId: number;
  timeZone: string;
}) {
  return (
    <Stack gap="md">
      <Suspense fallback={<Loader size="sm" />}>
        <EmployeeHistoryCharts companyId={companyId} employeeId={employeeId} timeZone={timeZone} />
      </Suspense>
      <LedgerHistory companyId={companyId} employeeId={employeeId} />
    </Stack>
  );
}

/** The employee's goals this month: progress, the month-end projection and its payout, live. */
export function GoalsTab({
  companyId,
  employeeId,
  company,
}: {
  companyId: number;
  employeeId: number;
  company: CompanyMoney & { timezone: string };
}) {
  const goals = useGoalProgress(companyId, employeeId, company.timezone);
  const money = (v: string) => formatMoney(v, { ...company, decimals: MONEY_DECIMALS.dashboard });
  if (goals.length === 0) return <Text c="dimmed">{GOALS.none}</Text>;
  return <GoalProgressList goals={goals} money={money} withTitle={false} />;
}

export function ExtraTab({ employee }: { employee: Employee }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {EXTRA_FIELD_NAMES.map((k) => (
        <Field key={k} label={EXTRA_FIELDS[k]}>
          {orNotSpecified(employee[k])}
        </Field>
      ))}
    </SimpleGrid>
  );
}
