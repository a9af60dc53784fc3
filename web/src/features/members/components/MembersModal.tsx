import {
  ActionIcon,
  Alert,
  Badge,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CompanyInvitationsDocument,
  CompanyMembersDocument,
  RevokeInvitationDocument,
  type CompanyCardFragment,
} from '@/gql/graphql';
import { canInviteMembers, roleLabel } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDate } from '@/shared/format/dates';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import { MEMBERS } from '../members.messages';
import { InviteForm } from './InviteForm';

function Invitations({ companyId }: { companyId: number }) {
  const { data, loading } = useQuery(CompanyInvitationsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(RevokeInvitationDocument);
  const list = data?.companyInvitations ?? [];
  const [now] = useState(() => Date.now());

  const revokeOne = async (id: number) => {
    try {
      await revoke({
        variables: { id },
        update: (cache) =>
          cache.updateQuery({ query: CompanyInvitationsDocument, variables: { companyId } }, (d) =>
            d ? { companyInvitations: d.companyInvitations.filter((i) => i.id !== id) } : d,
          ),
      });
      notifySuccess(MEMBERS.revoked);
    } catch (e) {
      notifyError(errorMessage(e, MEMBERS.revokeFailed));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={4}>{MEMBERS.invitations}</Title>
      <InviteForm companyId={companyId} />
      {loading && !data && <Loader size="sm" />}
      {data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {MEMBERS.noInvitations}
        </Text>
      )}
      {list.map((inv) => {
        const expired = new Date(inv.expiresAt).getTime() < now;
        return (
          <Group key={inv.id} justify="space-between" wrap="nowrap" data-testid="invitation-row">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {inv.email}
              </Text>
              <Text size="xs" c={expired ? 'red' : 'dimmed'}>
                {roleLabel(inv.role)} · {expired ? MEMBERS.expired : MEMBERS.expires(formatDate(inv.expiresAt))}
              </Text>
            </div>
            <Tooltip label={MEMBERS.revoke}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${MEMBERS.revoke}: ${inv.email}`}
                onClick={() => revokeOne(inv.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
    </Stack>
  );
}

export default function MembersModal({ company, onClose }: { company: CompanyCardFragment; onClose(): void }) {
  const { data, loading, error } = useQuery(CompanyMembersDocument, {
    variables: { companyId: company.id },
    fetchPolicy: 'cache-and-network',
  });
  const members = data?.companyMembers ?? [];

  return (
    <Modal opened onClose={onClose} title={MEMBERS.title(company.name)} size="lg">
      <Stack gap="md">
        <Title order={4}>{MEMBERS.members}</Title>
        {loading && !data && (
          <Center>
            <Loader size="sm" />
          </Center>
        )}
        {error && !data && <Alert color="red">{errorMessage(error, MEMBERS.loadFailed)}</Alert>}
        {data && members.length === 0 && <Text c="dimmed">{MEMBERS.noMembers}</Text>}
        {members.map((m) => (
          <Group key={m.userId} justify="space-between" wrap="nowrap" data-testid="member-row">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar firstName={m.firstName} imageUrl={m.profileImageUrl} size={34} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {m.firstName} {m.lastName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {m.email} · {MEMBERS.joined(formatDate(m.joinedAt))}
                </Text>
              </div>
            </Group>
            <Badge variant="light">{roleLabel(m.role)}</Badge>
          </Group>
        ))}
        {canInviteMembers(company.myRole) && (
          <>
            <Divider />
            <Invitations companyId={company.id} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
