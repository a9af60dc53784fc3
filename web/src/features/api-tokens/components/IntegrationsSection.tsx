import { ListSection } from './ListSection';
import { ScopeBadges } from './ScopeBadges';
import {
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconPlugConnected, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  DEFAULT_ROTATION_OVERLAP_HOURS,
  MAX_ROTATION_OVERLAP_HOURS,
  createIntegrationSchema,
} from '@staffpay/schema/api-tokens/integration.schemas';
import type { IntegrationInput } from '@/gql/graphql';
import { ROLE_OPTIONS } from '@/shared/auth/roles';
import { formatDateTime } from '@/shared/format/dates';
import { zodValidate } from '@/shared/forms/zod-validate';
import { API_TOKENS, INTEGRATIONS } from '../api-tokens.messages';
import {
  useIntegrationActions,
  useIntegrations,
  type Integration,
  type IntegrationToken,
} from '../hooks/useIntegrations';
import { CreateApiTokenModal, SecretView } from './CreateApiTokenModal';

export interface IntegrationRoles {
  /** The role select's options: built-in and the company's custom roles. */
  roleOptions: { value: string; label: string }[];
  /** Code → name, for a custom role's label. */
  roleNames: ReadonlyMap<string, string>;
}

const checkIntegration = zodValidate<IntegrationInput>(createIntegrationSchema);

function CreateIntegrationModal({
  companyId,
  opened,
  onClose,
  roleOptions,
}: { companyId: number; opened: boolean; onClose(): void } & Pick<IntegrationRoles, 'roleOptions'>) {
  const { create, creating } = useIntegrationActions(companyId);
  const form = useForm<IntegrationInput>({
    mode: 'controlled',
    initialValues: { name: '', description: '', role: 'manager' },
    validate: (values) => checkIntegration(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const outcome = await create({ ...values, name: values.name.trim() });
    if (outcome.ok) close();
    else form.setErrors(outcome.fieldErrors);
  });
  return (
    <Modal opened={opened} onClose={close} title={INTEGRATIONS.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={INTEGRATIONS.name}
            placeholder={INTEGRATIONS.namePlaceholder}
            maxLength={100}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea label={INTEGRATIONS.description} maxLength={500} {...form.getInputProps('description')} />
          <Select
            label={INTEGRATIONS.role}
            description={INTEGRATIONS.roleHint}
            data={roleOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {INTEGRATIONS.cancel}
            </Button>
            <Button type="submit" loading={creating}>
              {INTEGRATIONS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Rotation: the overlap first, then the new secret, shown this once. */
function RotateModal({
  companyId,
  token,
  onClose,
}: {
  companyId: number;
  token: IntegrationToken | null;
  onClose(): void;
}) {
  const { rotate, rotating } = useIntegrationActions(companyId);
  // The input's value as typed ('' while cleared); sent as a whole number of hours.
  const [hours, setHours] = useState<number | string>(DEFAULT_ROTATION_OVERLAP_HOURS);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    setHours(DEFAULT_ROTATION_OVERLAP_HOURS);
    onClose();
  };
  const submit = async () => {
    if (!token) return;
    const next = await rotate(token.id, Number(hours) || 0);
    if (next) setSecret(next);
  };
  return (
    <Modal
      opened={token !== null}
      onClose={close}
      title={secret ? INTEGRATIONS.rotatedTitle : INTEGRATIONS.rotateTitle}
      size="lg"
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <SecretView secret={secret} onDone={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{INTEGRATIONS.rotateText}</Text>
          <NumberInput
            label={INTEGRATIONS.overlap}
            min={0}
            max={MAX_ROTATION_OVERLAP_HOURS}
            allowDecimal={false}
            clampBehavior="strict"
            maw={240}
            value={hours}
            onChange={setHours}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {INTEGRATIONS.cancel}
            </Button>
            <Button loading={rotating} onClick={() => void submit()}>
              {INTEGRATIONS.rotateSubmit}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function TokensTable({
  tokens,
  now,
  onRotate,
  onRevoke,
}: {
  tokens: IntegrationToken[];
  now: number;
  onRotate(token: IntegrationToken): void;
  onRevoke(token: IntegrationToken): void;
}) {
  if (tokens.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {INTEGRATIONS.noTokens}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" data-testid="integration-tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{API_TOKENS.columns.name}</Table.Th>
            <Table.Th>{API_TOKENS.columns.scopes}</Table.Th>
            <Table.Th>{API_TOKENS.columns.expiresAt}</Table.Th>
            <Table.Th>{API_TOKENS.columns.lastUsedAt}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((t) => {
            const expired = !!t.expiresAt && Date.parse(t.expiresAt) <= now;
            return (
              <Table.Tr key={t.id} data-testid="integration-token">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ScopeBadges scopes={t.scopes} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={expired ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {t.expiresAt ? formatDateTime(t.expiresAt) : API_TOKENS.noExpiry}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : API_TOKENS.never}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconRefresh size={14} />}
                      aria-label={INTEGRATIONS.rotateLabel(t.name)}
                      onClick={() => onRotate(t)}
                    >
                      {INTEGRATIONS.rotate}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      aria-label={API_TOKENS.revokeLabel(t.name)}
                      onClick={() => onRevoke(t)}
                    >
                      {API_TOKENS.revoke}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function IntegrationCard({
  companyId,
  integration,
  roles,
  now,
  onRotate,
}: {
  companyId: number;
  integration: Integration;
  roles: IntegrationRoles;
  now: number;
  onRotate(token: IntegrationToken): void;
}) {
  const actions = useIntegrationActions(companyId);
  const [issuing, setIssuing] = useState(false);
  // A role the options do not list (custom roles unreadable to the caller) is still shown by its code.
  const options = roles.roleOptions.some((o) => o.value === integration.role)
    ? roles.roleOptions
    : [
        ...roles.roleOptions,
        { value: integration.role, label: roles.roleNames.get(integration.role) ?? integration.role },
      ];
  const confirm = (title: string, text: string, label: string, run: () => Promise<void>) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: INTEGRATIONS.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(),
    });
  return (
    <Card withBorder padding="md" data-testid="integration">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{integration.name}</Text>
            {integration.description && (
              <Text size="sm" c="dimmed">
                {integration.description}
              </Text>
            )}
          </div>
          <Group gap="xs" align="flex-end">
            <Select
              aria-label={INTEGRATIONS.role}
              size="xs"
              data={options}
              value={integration.role}
              allowDeselect={false}
              onChange={(role) => role && role !== integration.role && void actions.changeRole(integration.id, role)}
            />
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setIssuing(true)}>
              {INTEGRATIONS.issue}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={INTEGRATIONS.deleteLabel(integration.name)}
              leftSection={<IconTrash size={14} />}
              onClick={() =>
                confirm(INTEGRATIONS.deleteTitle, INTEGRATIONS.deleteText(integration.name), INTEGRATIONS.delete, () =>
                  actions.remove(integration.id),
                )
              }
            >
              {INTEGRATIONS.delete}
            </Button>
          </Group>
        </Group>
        <TokensTable
          tokens={integration.tokens}
          now={now}
          onRotate={onRotate}
          onRevoke={(t) =>
            confirm(API_TOKENS.revokeTitle, API_TOKENS.revokeText(t.name), API_TOKENS.revoke, () =>
              actions.revoke(t.id),
            )
          }
        />
      </Stack>
      <CreateApiTokenModal
        companyId={companyId}
        opened={issuing}
        onClose={() => setIssuing(false)}
        issuer={{
          title: INTEGRATIONS.issueTitle(integration.name),
          create: (input) => actions.issue(integration.id, input),
          creating: actions.issuing,
        }}
      />
    </Card>
  );
}

/**
 * Settings → API → Интеграции (owners only): the company's integrations, each with its role and
 * tokens; creating one, changing its role, issuing, rotating (with an overlap) and revoking its
 * tokens, deleting it. Refetched after each change, as the tokens list.
 */
export function IntegrationsSection({ companyId, roles: given }: { companyId: number; roles: IntegrationRoles }) {
  // The built-in roles always, then the company's (custom roles when they could be read).
  const roles = useMemo(() => {
    const seen = new Set<string>(ROLE_OPTIONS.map((o) => o.value));
    return { ...given, roleOptions: [...ROLE_OPTIONS, ...given.roleOptions.filter((o) => !seen.has(o.value))] };
  }, [given]);
  const { integrations, loading, error, retry } = useIntegrations(companyId);
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<IntegrationToken | null>(null);
  const [now] = useState(() => Date.now());
  return (
    <>
      <ListSection
        title={INTEGRATIONS.title}
        hint={INTEGRATIONS.hint}
        create={{ label: INTEGRATIONS.create, onClick: () => setCreating(true) }}
        items={integrations}
        loading={loading}
        error={error}
        loadError={INTEGRATIONS.loadError}
        retryLabel={API_TOKENS.retry}
        onRetry={retry}
        empty={{ icon: <IconPlugConnected size={16} />, text: INTEGRATIONS.empty }}
        testId="integrations"
      >
        {(listed) =>
          listed.map((i) => (
            <IntegrationCard
              key={i.id}
              companyId={companyId}
              integration={i}
              roles={roles}
              now={now}
              onRotate={setRotating}
            />
          ))
        }
      </ListSection>
      <CreateIntegrationModal
        companyId={companyId}
        opened={creating}
        onClose={() => setCreating(false)}
        roleOptions={roles.roleOptions}
      />
      <RotateModal companyId={companyId} token={rotating} onClose={() => setRotating(null)} />
    </>
  );
}
