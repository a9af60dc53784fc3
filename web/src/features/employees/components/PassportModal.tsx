import { Alert, Badge, Center, Group, Loader, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { EmployeePassportDocument } from '@/gql/graphql';
import { PayslipButton } from '@/features/reports';
import { roleLabel } from '@/shared/auth/roles';
import { todayInZone } from '@/shared/format/months';
import { employmentTypeLabel, fullName, jobTitle, namesOf, STATUS_COLORS, statusLabel } from '../employee-display';
import { PASSPORT } from '../employees.messages';
import { useAiAnalysis } from '../hooks/useAiAnalysis';
import { AiAnalysisTab } from './AiAnalysisTab';
import { EmployeeAvatar } from './EmployeeAvatar';
import { ExtraTab, GoalsTab, HistoryTab, PersonalTab, WorkTab, type CompanyMoney } from './PassportTabs';

/** The digital passport: header with photo, name, position and badges; six tabs. */
export function PassportModal({
  companyId,
  employeeId,
  company,
  branchNames,
  onClose,
}: {
  companyId: number;
  employeeId: number;
  /** The company's currency and language for the money shown, its timezone for the payslip's month. */
  company: CompanyMoney & { timezone: string };
  branchNames: ReadonlyMap<number, string>;
  onClose(): void;
}) {
  const { data, error } = useQuery(EmployeePassportDocument, {
    variables: { companyId, id: employeeId },
    fetchPolicy: 'cache-and-network',
  });
  const employee = data?.employee;
  // Held here, not in the tab: the analysis outlives a look at another tab and ends with the passport.
  const ai = useAiAnalysis(companyId, employeeId);

  let body;
  if (!employee) {
    body = error ? (
      <Alert color="red">{PASSPORT.loadError}</Alert>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else {
    const departments = data.employeeDepartments.map((d) => d.departmentName);
    const branches = namesOf(employee.branchIds, branchNames);
    body = (
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <EmployeeAvatar employee={employee} size={72} />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={3}>{fullName(employee)}</Title>
            {jobTitle(employee) && <Text c="dimmed">{jobTitle(employee)}</Text>}
            <Group gap={6}>
              <Badge variant="light" color={STATUS_COLORS[employee.status]}>
                {statusLabel(employee.status)}
              </Badge>
              <Badge variant="outline" color="violet">
                {roleLabel(employee.role)}
              </Badge>
              <Badge variant="light" color="gray">
                {employmentTypeLabel(employee.employmentType)}
              </Badge>
            </Group>
          </Stack>
          <PayslipButton
            companyId={companyId}
            employeeId={employee.id}
            period={todayInZone(company.timezone).slice(0, 7)}
            compact
          />
        </Group>
        <Tabs defaultValue="personal" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="personal">{PASSPORT.tabPersonal}</Tabs.Tab>
            <Tabs.Tab value="work">{PASSPORT.tabWork}</Tabs.Tab>
            <Tabs.Tab value="history">{PASSPORT.tabHistory}</Tabs.Tab>
            <Tabs.Tab value="goals">{PASSPORT.tabGoals}</Tabs.Tab>
            <Tabs.Tab value="extra">{PASSPORT.tabExtra}</Tabs.Tab>
            <Tabs.Tab value="ai-analysis">{PASSPORT.tabAi}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="personal" pt="md">
            <PersonalTab
              employee={employee}
              departments={departments}
              branches={branches.length ? branches : employee.branchName ? [employee.branchName] : []}
            />
          </Tabs.Panel>
          <Tabs.Panel value="work" pt="md">
            <WorkTab employee={employee} company={company} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryTab companyId={companyId} employeeId={employeeId} timeZone={company.timezone} />
          </Tabs.Panel>
          <Tabs.Panel value="goals" pt="md">
            <GoalsTab companyId={companyId} employeeId={employeeId} company={company} />
          </Tabs.Panel>
          <Tabs.Panel value="extra" pt="md">
            <ExtraTab employee={employee} />
          </Tabs.Panel>
          <Tabs.Panel value="ai-analysis" pt="md">
            <AiAnalysisTab state={ai.state} onRun={ai.run} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={PASSPORT.title}
      size="xl"
      closeButtonProps={{ 'aria-label': PASSPORT.close }}
    >
      {body}
    </Modal>
  );
}
