import { Alert, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ApiTokensTab, WebhooksPanel } from '@/features/api-tokens';
import { useMe } from '@/features/auth';
import { BackupAndRestore } from '@/features/data-protection';
import { AiAnalysisTab, DeveloperTab } from '@/features/developer-settings';
import { useCompanyRoles } from '@/features/roles';
import { useCurrentCompany } from '@/shared/company/current-company-context';
import type { CompanyCardFragment } from '@/gql/graphql';
import {
  canManageWebhooks,
  canUpdateCompany,
  canUseDeveloperSettings,
  canWriteNotificationSettings,
} from '@/shared/auth/roles';
import { BirthdaysTab } from '../components/BirthdaysTab';
import { GeneralTab } from '../components/GeneralTab';
import { NotificationsTab } from '../components/NotificationsTab';
import { ProfileTab } from '../components/ProfileTab';
import { RoleNotificationsTab } from '../components/RoleNotificationsTab';
import { useCompanySettingsForm } from '../hooks/useCompanySettingsForm';
import { SETTINGS } from '../settings.messages';
import { settingsTabs, specSectionCount, type SettingsTab } from '../settings-tabs';

function CompanyPanels({ company, tab }: { company: CompanyCardFragment; tab: SettingsTab }) {
  const { form, submit, saving } = useCompanySettingsForm(company);
  const readOnly = !canUpdateCompany(company);
  const Panel = tab === 'general' ? GeneralTab : BirthdaysTab;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {readOnly && (
          <Alert color="gray" py="xs">
            {SETTINGS.readOnly}
          </Alert>
        )}
        <Panel form={form} readOnly={readOnly} saving={saving} />
      </Stack>
    </form>
  );
}

export default function SettingsPage() {
  const { me } = useMe();
  const { currentCompany } = useCurrentCompany();
  const [params, setParams] = useSearchParams();
  const tabs = settingsTabs(currentCompany);
  const myRole = currentCompany?.myRole;
  // The company's roles name its custom roles (the own role, the notification matrix).
  const { names, options: roleOptions } = useCompanyRoles(currentCompany);
  const requested = params.get('tab') as SettingsTab | null;
  const active = tabs.find((t) => t.value === requested && t.built)?.value ?? 'general';

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          {SETTINGS.subtitle} ·
        </Text>
        <Text size="sm" fw={600} data-testid="settings-sections">
          {SETTINGS.sections(specSectionCount(tabs))}
        </Text>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
          <Tabs.List mb="lg">
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} disabled={!t.built} title={t.built ? undefined : SETTINGS.notYet}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(['general', 'birthdays'] as const).map((value) => (
            <Tabs.Panel key={value} value={value}>
              {currentCompany ? (
                <CompanyPanels key={`${currentCompany.id}-${value}`} company={currentCompany} tab={value} />
              ) : (
                <Text c="dimmed">{SETTINGS.noCompany}</Text>
              )}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="notifications">
            {currentCompany?.myRole ? (
              <NotificationsTab
                key={currentCompany.id}
                companyId={currentCompany.id}
                role={currentCompany.myRole}
                names={names}
                canWrite={canWriteNotificationSettings(currentCompany)}
              />
            ) : (
              <Text c="dimmed">{SETTINGS.noCompany}</Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            {currentCompany ? (
              <RoleNotificationsTab
                key={currentCompany.id}
                companyId={currentCompany.id}
                canWrite={canWriteNotificationSettings(currentCompany)}
                names={names}
              />
            ) : (
              <Text c="dimmed">{SETTINGS.noCompany}</Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="backups">
            <BackupAndRestore key={currentCompany?.id ?? 0} company={currentCompany} />
          </Tabs.Panel>
          {tabs.some((t) => t.value === 'developer') && currentCompany && (
            <Tabs.Panel value="developer">
              <DeveloperTab
                key={currentCompany.id}
                companyId={currentCompany.id}
                canWrite={canUseDeveloperSettings(currentCompany)}
              />
            </Tabs.Panel>
          )}
          {tabs.some((t) => t.value === 'ai') && currentCompany && (
            <Tabs.Panel value="ai">
              <AiAnalysisTab
                key={currentCompany.id}
                companyId={currentCompany.id}
                canWrite={canUseDeveloperSettings(currentCompany)}
              />
            </Tabs.Panel>
          )}
          {tabs.some((t) => t.value === 'api') && currentCompany && (
            <Tabs.Panel value="api">
              <Stack gap="xl">
                <ApiTokensTab
                  key={currentCompany.id}
                  companyId={currentCompany.id}
                  // Integrations are the owners' alone (the server refuses anyone else).
                  integrations={myRole === 'owner' ? { roleOptions, roleNames: names } : null}
                />
                {canManageWebhooks(currentCompany) && (
                  <WebhooksPanel key={`webhooks-${currentCompany.id}`} companyId={currentCompany.id} />
                )}
              </Stack>
            </Tabs.Panel>
          )}
          <Tabs.Panel value="profile">{me && <ProfileTab user={me} role={myRole} names={names} />}</Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
