import {
  ActionIcon,
  Alert,
  Button,
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
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CompanyCardFragmentDoc,
  CompanyInvitationsDocument,
  CompanyMembersDocument,
  RevokeInvitationDocument,
  type CompanyCardFragment,
} from '@/gql/graphql';
import { useMe } from '@/features/auth';
import { useCompanyRoles } from '@/features/roles';
import { canInviteMembers, canReadMembers, roleLabel, type RoleCode, type RoleNames } from '@/shared/auth/roles';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDate } from '@/shared/format/dates';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useMemberActions } from '../hooks/useMemberActions';
import { roleChoices, rowControls, type RoleChoice } from '../member-controls';
import { MEMBERS } from '../members.messages';
import { InviteForm } from './InviteForm';
import { MemberRow, memberName, type MemberItem } from './MemberRow';

function Invitations({ companyId, names, choices }: { companyId: number; names: RoleNames; choices: RoleChoice[] }) {
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
      <InviteForm companyId={companyId} choices={choices} />
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
                {roleLabel(inv.role, names)} · {expired ? MEMBERS.expired : MEMBERS.expires(formatDate(inv.expiresAt))}
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
  const { me } = useMe();
  // The prop is a snapshot taken when the dialog opened; the cached company follows role changes.
  const live = useFragment({
    fragment: CompanyCardFragmentDoc,
    fragmentName: 'CompanyCard',
    from: { __typename: 'Company', id: company.id },
  });
  const current = live.complete ? live.data : company;
  const readable = canReadMembers(current);
  const { data, loading, error } = useQuery(CompanyMembersDocument, {
    variables: { companyId: company.id },
    fetchPolicy: 'cache-and-network',
    skip: !readable,
  });
  const members = data?.companyMembers ?? [];
  const ownerCount = members.filter((m) => m.role === 'owner').length;
  // Every role of the company, built in and custom (roles.view), for the selects and the labels.
  const companyRoles = useCompanyRoles(current);
  const { names } = companyRoles;
  const actions = useMemberActions(company.id, companyRoles.roles);
  const choices = roleChoices(companyRoles.options, names);
  // Only an owner may invite an owner (docs/permissions.md).
  const inviteChoices = current.myRole === 'owner' ? choices : choices.filter((c) => c.value !== 'owner');

  const confirm = (title: string, text: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: MEMBERS.cancel },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  const leave = () =>
    confirm(MEMBERS.leaveTitle, MEMBERS.leaveText(current.name), MEMBERS.leaveConfirm, async () => {
      if (await actions.leave()) onClose();
    });
  const remove = (m: MemberItem) =>
    confirm(MEMBERS.removeTitle, MEMBERS.removeText(memberName(m), current.name), MEMBERS.removeConfirm, () => {
      void actions.remove(m.userId);
    });
  const changeRole = (m: MemberItem, role: RoleCode, self: boolean) => {
    if (!self || role === 'owner') return void actions.changeRole(m.userId, role, self);
    // Giving up ownership cannot be undone by oneself: ask first.
    confirm(MEMBERS.demoteSelfTitle, MEMBERS.demoteSelfText(roleLabel(role, names)), MEMBERS.demoteSelfConfirm, () => {
      void actions.changeRole(m.userId, role, self);
    });
  };

  return (
    <Modal opened onClose={onClose} title={MEMBERS.title(current.name)} size="lg">
      <Stack gap="md">
        <Title order={4}>{MEMBERS.members}</Title>
        {!readable && (
          // Without members.read the list stays hidden, but leaving is still the member's own choice.
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {MEMBERS.listHidden}
            </Text>
            <Button size="xs" variant="subtle" color="red" onClick={leave}>
              {MEMBERS.leave}
            </Button>
          </Group>
        )}
        {loading && !data && (
          <Center>
            <Loader size="sm" />
          </Center>
        )}
        {error && !data && <Alert color="red">{errorMessage(error, MEMBERS.loadFailed)}</Alert>}
        {data && members.length === 0 && <Text c="dimmed">{MEMBERS.noMembers}</Text>}
        {members.map((m) => {
          const self = m.userId === me?.id;
          return (
            <MemberRow
              key={m.userId}
              member={m}
              self={self}
              controls={rowControls(current, self, m.role, ownerCount)}
              choices={choices}
              names={names}
              onRole={(role) => changeRole(m, role, self)}
              onRemove={() => remove(m)}
              onLeave={leave}
            />
          );
        })}
        {canInviteMembers(current) && (
          <>
            <Divider />
            <Invitations companyId={company.id} names={names} choices={inviteChoices} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
