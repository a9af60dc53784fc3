import { expect } from 'vitest';
import { registeredUser } from '../../../api/test/accounts';
import { gql } from '../../../api/test/harness';
import { tokenFrom } from '../../../api/test/smtp-sink';
import type { MailEnv } from './mail-env';

/**
 * An owner's company (RUB) with a second member who joined by the invitation letter in `role`,
 * and GraphQL calls as either of them that must succeed: where the two-browser tests start.
 */
export async function twoMembers(env: MailEnv, role: 'manager' | 'hr_manager' | 'employee') {
  const owner = await registeredUser(env.app, env.sink);
  const member = await registeredUser(env.app, env.sink);
  const as = async (user: typeof owner, query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(env.app, query, variables, user as never);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const { createCompany } = await as(
    owner,
    'mutation { createCompany(input: { name: "Ромашка", currency: "RUB" }) { id } }',
  );
  const c = createCompany.id as number;
  await as(owner, `mutation($c: Int!, $e: String!) { inviteMember(companyId: $c, email: $e, role: ${role}) { id } }`, {
    c,
    e: member.email,
  });
  const letter = await env.sink.waitFor(member.email, (m) => m.subject.startsWith('Приглашение'));
  await as(member, 'mutation($t: String!) { acceptInvitation(token: $t) { id } }', {
    t: tokenFrom(letter, '/invitations/accept'),
  });
  return { owner, member, as, c };
}
