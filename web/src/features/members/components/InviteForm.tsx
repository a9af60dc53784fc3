import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { zodValidate } from '@/shared/forms/zod-validate';
import { z } from 'zod';
import { CompanyInvitationsDocument, InviteMemberDocument } from '@/gql/graphql';
import type { RoleCode } from '@/shared/auth/roles';
import type { RoleChoice } from '../member-controls';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { MEMBERS } from '../members.messages';

const schema = z.object({
  email: z.string().trim().pipe(z.email(MEMBERS.badEmail)),
  role: z.string().min(1),
});

/** Invites an address with any role of the company (`choices`: built in and custom). */
export function InviteForm({ companyId, choices }: { companyId: number; choices: RoleChoice[] }) {
  const [invite, { loading }] = useMutation(InviteMemberDocument);
  const form = useForm<{ email: string; role: RoleCode }>({
    mode: 'controlled',
    initialValues: { email: '', role: 'employee' },
    validate: zodValidate(schema),
  });

  const submit = form.onSubmit(async ({ email, role }) => {
    try {
      await invite({
        variables: { companyId, email: email.trim(), role },
        update: (cache, { data }) => {
          if (!data) return;
          cache.updateQuery({ query: CompanyInvitationsDocument, variables: { companyId } }, (list) =>
            list
              ? {
                  companyInvitations: [
                    ...list.companyInvitations.filter((i) => i.id !== data.inviteMember.id),
                    data.inviteMember,
                  ],
                }
              : list,
          );
        },
      });
      notifySuccess(MEMBERS.invited(email.trim()));
      form.reset();
    } catch (e) {
      notifyError(errorMessage(e, MEMBERS.inviteFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          aria-label={MEMBERS.email}
          placeholder="colleague@example.com"
          type="email"
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('email')}
        />
        <Select
          aria-label={MEMBERS.role}
          data={choices}
          allowDeselect={false}
          w={170}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={loading}>
          {MEMBERS.invite}
        </Button>
      </Group>
    </form>
  );
}
