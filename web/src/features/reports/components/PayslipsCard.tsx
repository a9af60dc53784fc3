import { Card, Group, Select, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ReportsPayslipPeopleDocument } from '@/gql/graphql';
import { recentMonths } from '@/shared/format/months';
import { REPORTS } from '../reports.messages';
import { PayslipButton } from './PayslipButton';

/** A payslip of any of the last twelve months for anyone paid in it. */
export function PayslipsCard({ companyId, today }: { companyId: number; today: string }) {
  const months = recentMonths(today);
  const [month, setMonth] = useState(months[0]!.value);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const people = useQuery(ReportsPayslipPeopleDocument, { variables: { companyId, period: month } });
  const options = (people.data?.employeeCards ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const chosen = options.some((o) => o.value === employeeId) ? employeeId : null;

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="report-payslips">
      <Title order={4} mb="md">
        {REPORTS.payslips}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={REPORTS.payslipMonth}
          data={months}
          value={month}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={REPORTS.payslipEmployee}
          data={options}
          value={chosen}
          onChange={setEmployeeId}
          searchable
          nothingFoundMessage={REPORTS.payslipNobody}
          w={260}
        />
        <PayslipButton companyId={companyId} employeeId={chosen ? Number(chosen) : null} period={month} />
      </Group>
      {people.data && options.length === 0 && (
        <Text c="dimmed" size="sm" mt="sm">
          {REPORTS.payslipNobody}
        </Text>
      )}
    </Card>
  );
}
