import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/accounts';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';
import { startSmtpSink, tokenFrom, type SmtpSink } from '../../../../test/smtp-sink';
import { wsClient } from '../../../../test/subscribe';

let app: TestApp;
let sink: SmtpSink;
let db: pg.Client;
let owner: TestUser;
let outsider: TestUser;
let companyId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url });
  db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  owner = await signedInUser(app, { firstName: 'Ольга', lastName: 'Владелец' });
  outsider = await signedInUser(app, { firstName: 'Посторонний' });
  companyId = (await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'Ромашка' } })).body.id;
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink?.close();
});

const invite = (user: TestUser, email: string, role: string, id = companyId) =>
  rest(app, 'POST', `/api/companies/${id}/invitations`, { user, body: { email, role } });
const inviteToken = async (email: string) =>
  tokenFrom(await sink.waitFor(email, (m) => m.subject.startsWith('Приглашение')), '/invitations/accept');
/** A member with the given role, added directly (the invitation flow has its own tests). */
async function member(role: string): Promise<TestUser> {
  const u = await signedInUser(app);
  await db.query('insert into memberships (user_id, company_id, role, created_at) values ($1, $2, $3, now())', [
    u.user.id,
    companyId,
    role,
  ]);
  return u;
}

describe('inviting and accepting over REST', () => {
  it('invites, mails a Russian letter, previews without sign-in, accepts once, lists the new member', async () => {
    const email = uniqueEmail('invitee');
    const res = await invite(owner, email.toUpperCase(), 'manager');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email,
      role: 'manager',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86400000;
    expect(days).toBeCloseTo(7, 2);

    const letter = await sink.waitFor(email);
    expect(letter.subject).toBe('Приглашение в компанию «Ромашка»');
    expect(letter.text).toContain('Ольга Владелец приглашает вас в компанию «Ромашка»');
    expect(letter.text).toContain('«Руководитель»');
    expect(letter.text).toContain('http://app.test/invitations/accept?token=');
    expect(letter.html).toContain('Принять приглашение');
    const token = tokenFrom(letter, '/invitations/accept');

    const pending = await rest(app, 'GET', `/api/companies/${companyId}/invitations`, { user: owner });
    expect(pending.body.map((i: { email: string }) => i.email)).toContain(email);

    const preview = await rest(app, 'GET', `/api/invitations/${token}`);
    expect(preview.body).toEqual({
      companyName: 'Ромашка',
      email,
      role: 'manager',
      roleName: 'Руководитель',
      expired: false,
    });

    expect((await rest(app, 'POST', `/api/invitations/${token}/accept`)).status).toBe(401);

    const invitee = await signedInUser(app, { email, firstName: 'Иван' });
    const accepted = await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: invitee });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: companyId, name: 'Ромашка', myRole: 'manager' });

    const again = await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: invitee });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Приглашение не найдено или уже использовано');
    expect((await rest(app, 'GET', `/api/invitations/${token}`)).status).toBe(404);

    const members = await rest(app, 'GET', `/api/companies/${companyId}/members`, { user: invitee });
    expect(members.body).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: 'owner', firstName: 'Ольга' }),
      {
        userId: invitee.user.id,
        firstName: 'Иван',
        lastName: invitee.user.lastName,
        email,
        role: 'manager',
        profileImageUrl: null,
        joinedAt: expect.any(String),
      },
    ]);
    const me = await rest(app, 'GET', '/api/auth/user', { user: invitee });
    expect(me.body).toMatchObject({ currentCompanyId: companyId, role: 'manager' });
    const stillPending = await rest(app, 'GET', `/api/companies/${companyId}/invitations`, { user: owner });
    expect(stillPending.body.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('only the invited address may accept; a wrong user does not spend the link', async () => {
    const email = uniqueEmail('right');
    await invite(owner, email, 'employee');
    const token = await inviteToken(email);
    const wrong = await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: outsider });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Приглашение отправлено на другой email');
    const right = await signedInUser(app, { email });
    expect((await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: right })).status).toBe(200);
    expect((await rest(app, 'GET', `/api/companies/${companyId}`, { user: outsider })).status).toBe(404);
  });

  it('an expired invitation previews as expired and cannot be accepted', async () => {
    const email = uniqueEmail('late');
    await invite(owner, email, 'employee');
    const token = await inviteToken(email);
    await db.query(`update invitations set expires_at = now() - interval '1 minute' where email = $1`, [email]);
    expect((await rest(app, 'GET', `/api/invitations/${token}`)).body.expired).toBe(true);
    const late = await signedInUser(app, { email });
    const res = await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: late });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Срок действия приглашения истёк');
    expect((await rest(app, 'GET', '/api/companies', { user: late })).body).toEqual([]);
  });

  it('revoking kills the link; inviting the same address again replaces the pending invitation', async () => {
    const email = uniqueEmail('revoke');
    const first = await invite(owner, email, 'employee');
    const firstToken = await inviteToken(email);
    const second = await invite(owner, email, 'verifier');
    const secondToken = tokenFrom(
      await sink.waitFor(email, (m) => tokenFrom(m, '/invitations/accept') !== firstToken),
      '/invitations/accept',
    );
    expect((await rest(app, 'GET', `/api/invitations/${firstToken}`)).status).toBe(404);
    expect((await rest(app, 'GET', `/api/invitations/${secondToken}`)).body.role).toBe('verifier');
    expect((await rest(app, 'DELETE', `/api/invitations/${first.body.id}`, { user: owner })).status).toBe(404);

    expect((await rest(app, 'DELETE', `/api/invitations/${second.body.id}`, { user: outsider })).status).toBe(404);
    const res = await rest(app, 'DELETE', `/api/invitations/${second.body.id}`, { user: owner });
    expect(res.body).toEqual({ success: true });
    expect((await rest(app, 'GET', `/api/invitations/${secondToken}`)).status).toBe(404);
  });

  it('validates the address and role, and refuses an existing member', async () => {
    const bad = await invite(owner, 'nope', 'employee');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.email).toEqual(['Некорректный email адрес']);
    const role = await invite(owner, uniqueEmail(), 'emperor');
    expect(role.status).toBe(400);
    expect(role.body.message).toBe('Некорректная роль');
    const dup = await invite(owner, owner.user.email, 'employee');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Пользователь уже состоит в компании');
  });

  it('deletes the invitation again when the letter cannot be sent', async () => {
    const email = uniqueEmail('bounce');
    sink.reject(/^bounce-/);
    try {
      const res = await invite(owner, email, 'employee');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Не удалось отправить письмо. Попробуйте позже.');
    } finally {
      sink.reject(null);
    }
    expect((await db.query('select count(*) from invitations where email = $1', [email])).rows[0].count).toBe('0');
  });
});

describe('who may see and invite', () => {
  it('hides a foreign company’s members and invitations (404, nothing leaked) and refuses to invite into it', async () => {
    await invite(owner, uniqueEmail('secret'), 'employee');
    const answers = [
      await rest(app, 'GET', `/api/companies/${companyId}/members`, { user: outsider }),
      await rest(app, 'GET', `/api/companies/${companyId}/invitations`, { user: outsider }),
      await invite(outsider, uniqueEmail('sneak'), 'owner'),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Компания не найдена' });
    }
    const viaGql = await gql(
      app,
      'query($id:Int!){ companyMembers(companyId:$id){ email } companyInvitations(companyId:$id){ email } }',
      { id: companyId },
      outsider,
    );
    expect(viaGql.data).toBeNull();
    expect(viaGql.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(JSON.stringify(viaGql)).not.toContain('@');
    for (const id of [999999, 0]) {
      expect((await rest(app, 'GET', `/api/companies/${id}/members`, { user: owner })).status).toBe(404);
    }
    expect((await rest(app, 'GET', '/api/companies/abc/members', { user: owner })).status).toBe(404);
  });

  it('follows the policy: verifiers read members but do not invite; employees do neither; only owners invite owners', async () => {
    const verifier = await member('verifier');
    const employee = await member('employee');
    const developer = await member('developer');
    expect((await rest(app, 'GET', `/api/companies/${companyId}/members`, { user: verifier })).status).toBe(200);
    expect((await invite(verifier, uniqueEmail(), 'employee')).status).toBe(403);
    expect((await rest(app, 'GET', `/api/companies/${companyId}/invitations`, { user: verifier })).status).toBe(403);
    expect((await rest(app, 'GET', `/api/companies/${companyId}/members`, { user: employee })).status).toBe(403);
    expect((await invite(employee, uniqueEmail(), 'employee')).status).toBe(403);

    const devOwner = await invite(developer, uniqueEmail(), 'owner');
    expect(devOwner.status).toBe(403);
    expect(devOwner.body.message).toBe('Только владелец может приглашать владельцев');
    expect((await invite(developer, uniqueEmail('dev'), 'manager')).status).toBe(201);
    expect((await invite(owner, uniqueEmail('co-owner'), 'owner')).status).toBe(201);
  });
});

describe('custom roles', () => {
  it('an invitation offers a custom role by its name, in the letter and the preview; accepting gives it', async () => {
    const role = await rest(app, 'POST', '/api/system-roles', {
      user: owner,
      body: { companyId, name: 'Кассир', code: 'kassir', permissions: ['bonuses.create'] },
    });
    expect(role.status).toBe(201);
    const email = uniqueEmail('cashier');
    expect((await invite(owner, email, 'kassir')).status).toBe(201);
    const letter = await sink.waitFor(email);
    expect(letter.text).toContain('с ролью «Кассир»');
    const token = tokenFrom(letter, '/invitations/accept');
    const preview = await rest(app, 'GET', `/api/invitations/${token}`);
    expect(preview.body).toMatchObject({ role: 'kassir', roleName: 'Кассир' });
    const invitee = await signedInUser(app, { email });
    const accepted = await rest(app, 'POST', `/api/invitations/${token}/accept`, { user: invitee });
    expect(accepted.body.myRole).toBe('kassir');
  });
});

describe('members over GraphQL', () => {
  it('invites, previews, accepts with a myCompaniesChanged push, lists and revokes', async () => {
    const email = uniqueEmail('gql');
    const invited = await gql(
      app,
      'mutation($c:Int!,$e:String!){ inviteMember(companyId:$c, email:$e, role:hr_manager){ id email role } }',
      { c: companyId, e: email },
      owner,
    );
    expect(invited.data.inviteMember).toMatchObject({ email, role: 'hr_manager' });
    const token = await inviteToken(email);
    expect(
      (await gql(app, 'query($t:String!){ invitation(token:$t){ companyName email role expired } }', { t: token }))
        .data,
    ).toEqual({
      invitation: { companyName: 'Ромашка', email, role: 'hr_manager', expired: false },
    });
    const list = await gql(app, 'query($c:Int!){ companyInvitations(companyId:$c){ email } }', { c: companyId }, owner);
    expect(list.data.companyInvitations.map((i: { email: string }) => i.email)).toContain(email);

    const hr = await signedInUser(app, { email });
    const ws = wsClient(app.url, { token: hr.token });
    const sub = await ws.subscribe('subscription{ myCompaniesChanged{ kind companyId company{ name } } }');
    const meWs = wsClient(app.url, { token: hr.token });
    const meSub = await meWs.subscribe('subscription{ meChanged{ currentCompanyId role } }');
    const accepted = await gql(
      app,
      'mutation($t:String!){ acceptInvitation(token:$t){ id name myRole } }',
      { t: token },
      hr,
    );
    expect(accepted.data.acceptInvitation).toEqual({ id: companyId, name: 'Ромашка', myRole: 'hr_manager' });
    expect((await sub.next()).data.myCompaniesChanged).toEqual({
      kind: 'created',
      companyId,
      company: { name: 'Ромашка' },
    });
    expect((await meSub.next()).data.meChanged).toEqual({ currentCompanyId: companyId, role: 'hr_manager' });
    await ws.close();
    await meWs.close();

    const members = await gql(
      app,
      'query($c:Int!){ companyMembers(companyId:$c){ email role } }',
      { c: companyId },
      hr,
    );
    expect(members.data.companyMembers).toContainEqual({ email, role: 'hr_manager' });
    expect((await gql(app, '{ me { role currentCompanyId } }', {}, hr)).data.me).toEqual({
      role: 'hr_manager',
      currentCompanyId: companyId,
    });

    const other = await gql(
      app,
      'mutation($c:Int!,$e:String!){ inviteMember(companyId:$c, email:$e, role:employee){ id } }',
      { c: companyId, e: uniqueEmail('gone') },
      owner,
    );
    const revoked = await gql(
      app,
      'mutation($id:Int!){ revokeInvitation(id:$id) }',
      { id: other.data.inviteMember.id },
      owner,
    );
    expect(revoked).toEqual({ data: { revokeInvitation: true } });
    const unknown = await gql(app, 'query{ invitation(token:"nope"){ email } }');
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Приглашение не найдено или уже использовано',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
