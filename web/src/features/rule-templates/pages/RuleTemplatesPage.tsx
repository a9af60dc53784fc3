import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins, IconGavel, IconGift } from '@tabler/icons-react';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import { canReadPay, writesOf, type Writes } from '@/shared/auth/roles';
import { CompanyGate } from '@/shared/ui/CardGridPage';
import { NoPayAccess } from '../components/NoPayAccess';
import { RuleTemplatesSection } from '../components/RuleTemplatesSection';
import { SalaryTemplatesSection } from '../components/SalaryTemplatesSection';
import { useTemplateDirectory } from '../hooks/useTemplateDirectory';
import { RULE_TEMPLATES_PAGE } from '../rule-templates.messages';

const TABS = RULE_TEMPLATES_PAGE.tabs;

/** 'Шаблоны правил KPI' (/rule-templates): salary rates, bonuses and penalties, one tab each. */
export default function RuleTemplatesPage() {
  const { currentCompany, loading } = useCurrentCompany();
  return (
    <CompanyGate company={currentCompany} loading={loading} texts={RULE_TEMPLATES_PAGE}>
      {(company) =>
        canReadPay(company) ? (
          <RuleTemplates companyId={company.id} writes={writesOf(company, 'salaries')} />
        ) : (
          <NoPayAccess />
        )
      }
    </CompanyGate>
  );
}

function RuleTemplates({ companyId, writes }: { companyId: number; writes: Writes }) {
  const directory = useTemplateDirectory(companyId);
  // On a phone the three tabs fit on one line without their icons.
  const phone = useMediaQuery('(max-width: 48em)');
  const icon = (Icon: typeof IconCoins) => (phone ? undefined : <Icon size={16} />);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {RULE_TEMPLATES_PAGE.title}
        </Title>
        <Text c="dimmed" size="sm">
          {RULE_TEMPLATES_PAGE.subtitle}
        </Text>
      </div>
      {/* Only the open tab is mounted, so only its list is read and kept live. */}
      <Tabs defaultValue="salary" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="salary" leftSection={icon(IconCoins)}>
            {TABS.salary}
          </Tabs.Tab>
          <Tabs.Tab value="bonus" leftSection={icon(IconGift)}>
            {TABS.bonus}
          </Tabs.Tab>
          <Tabs.Tab value="penalty" leftSection={icon(IconGavel)}>
            {TABS.penalty}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="salary">
          <SalaryTemplatesSection companyId={companyId} writes={writes} directory={directory} variant="tab" />
        </Tabs.Panel>
        <Tabs.Panel value="bonus">
          <RuleTemplatesSection companyId={companyId} kind="bonus" writes={writes} directory={directory} />
        </Tabs.Panel>
        <Tabs.Panel value="penalty">
          <RuleTemplatesSection companyId={companyId} kind="penalty" writes={writes} directory={directory} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
