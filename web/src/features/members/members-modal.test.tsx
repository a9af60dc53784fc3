import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompaniesDocument, MeDocument } from '@/gql/graphql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { permissionsOf } from '@/test/company';
import { fakeApollo, renderApp, type Handler } from '@/test/render';
import MembersModal from './components/MembersModal';
import { rowControls } from './member-controls';
import { pick } from '@/test/pick';
import { builtIn, custom } from '@/features/roles/roles.fixtures';

const ME = 1;

/** The company's roles: the built-in ones and a custom cashier. */
const ROLES = [
  ...(['owner', 'developer', 'manager', 'hr_manager', 'verifier', 'employee'] as const).map((r) => builtIn(r)),
  custom(7, 'Кассир', 'kassir', { priority: 30, permissions: ['bonuses', 'bonuses.create'], userCount: 1 }),
];

const company = (myRole: CompanyRole) => ({
  __typename: 'Company' as const,
  id: 10,
  name: 'Ромашка',
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  logoUrl: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole,
  myPermissions: permissionsOf(myRole),
  myRoleName: ROLE_LABELS[myRole],
});

const member = (userId: number, firstName: string, role: CompanyRole | 'kassir') => ({
  __typename: 'Member' as const,
  userId,
  firstName,
  lastName: 'Тестова',
  email: `user${userId}@example.test`,
  role,
  profileImageUrl: null,
  joinedAt: '2026-01-02T03:04:05.000Z',
});

const me = (role: CompanyRole) => ({
  __typename: 'User' as const,
  id: ME,
  firstName: 'Анна',
  lastName: 'Тестова',
  email: 'user1@example.test',
  role,
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
});

function setup(myRole: CompanyRole, members: ReturnType<typeof member>[], handlers: Record<string, Handler> = {}) {
  const fake = fakeApollo({
    CompanyMembers: () => ({ data: { companyMembers: members } }),
    CompanyInvitations: () => ({ data: { companyInvitations: [] } }),
    SystemRoles: () => ({ data: { systemRoles: ROLES } }),
    ...handlers,
  });
  fake.client.writeQuery({ query: MeDocument, data: { me: me(myRole) } });
  fake.client.writeQuery({ query: CompaniesDocument, data: { companies: [company(myRole)] } });
  const onClose = vi.fn();
  renderApp(<MembersModal company={company(myRole)} onClose={onClose} />, { client: fake.client });
  return { ...fake, onClose };
}

const row = async (name: string) =>
  (await screen.findAllByTestId('member-row')).find((r) => r.textContent?.includes(name))!;
const confirmIn = async (title: string, button: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
};

const as = (role: CompanyRole) => ({ myPermissions: permissionsOf(role) });

describe('rowControls', () => {
  it('gives owners a role select everywhere, removal on others and leaving on their own row', () => {
    expect(rowControls(as('owner'), false, 'manager', 2)).toEqual({
      editRole: true,
      remove: true,
      leave: false,
      lastOwner: false,
    });
    expect(rowControls(as('owner'), true, 'owner', 2)).toEqual({
      editRole: true,
      remove: false,
      leave: true,
      lastOwner: false,
    });
  });
  it('locks the only owner’s row', () => {
    expect(rowControls(as('owner'), true, 'owner', 1).lastOwner).toBe(true);
    expect(rowControls(as('manager'), false, 'owner', 1)).toEqual({
      editRole: false,
      remove: false,
      leave: false,
      lastOwner: true,
    });
  });
  it('offers the other roles nothing but leaving (developers invite but do not manage)', () => {
    for (const role of ['developer', 'manager', 'hr_manager', 'verifier', 'employee'] as const) {
      expect(rowControls(as(role), false, 'employee', 1)).toMatchObject({
        editRole: false,
        remove: false,
        leave: false,
      });
      expect(rowControls(as(role), true, role, 1)).toMatchObject({ editRole: false, remove: false, leave: true });
    }
  });
});

describe('MembersModal', () => {
  it('lets an owner change a role and remove a member after confirming', async () => {
    const { calls } = setup(
      'owner',
      [member(ME, 'Анна', 'owner'), member(2, 'Борис', 'owner'), member(3, 'Вера', 'manager')],
      {
        ChangeMemberRole: (v) => ({ data: { changeMemberRole: member(3, 'Вера', v.role as CompanyRole) } }),
        RemoveMember: () => ({ data: { removeMember: true } }),
      },
    );
    const vera = await row('Вера');
    const select = within(vera).getByLabelText('Роль: Вера Тестова');
    expect((select as HTMLInputElement).disabled).toBe(false);
    await pick(select, 'Проверяющий');
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'ChangeMemberRole')?.variables).toEqual({
        companyId: 10,
        userId: 3,
        role: 'verifier',
      }),
    );
    expect(await screen.findByText('Роль изменена')).toBeTruthy();
    await waitFor(() =>
      expect((within(vera).getByLabelText('Роль: Вера Тестова') as HTMLInputElement).value).toBe('Проверяющий'),
    );

    await userEvent.click(within(vera).getByRole('button', { name: 'Удалить участника: Вера Тестова' }));
    expect(calls.some((c) => c.name === 'RemoveMember')).toBe(false);
    await confirmIn('Удалить участника?', 'Удалить');
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'RemoveMember')?.variables).toEqual({ companyId: 10, userId: 3 }),
    );
    expect(await screen.findByText('Участник удалён')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(2));

    // Another owner exists, so the caller's own row is open: a select and leaving, no remove button.
    const own = await row('Анна');
    expect((within(own).getByLabelText('Роль: Анна Тестова') as HTMLInputElement).disabled).toBe(false);
    expect((within(own).getByRole('button', { name: 'Покинуть компанию' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(own).queryByRole('button', { name: /Удалить участника/ })).toBeNull();
  });

  it('disables what the server would refuse for the last owner, and leaves the others open', async () => {
    setup('owner', [member(ME, 'Анна', 'owner'), member(3, 'Вера', 'employee')]);
    const own = await row('Анна');
    expect((within(own).getByLabelText('Роль: Анна Тестова') as HTMLInputElement).disabled).toBe(true);
    expect((within(own).getByRole('button', { name: 'Покинуть компанию' }) as HTMLButtonElement).disabled).toBe(true);
    const vera = await row('Вера');
    expect((within(vera).getByLabelText('Роль: Вера Тестова') as HTMLInputElement).disabled).toBe(false);
    expect(
      (within(vera).getByRole('button', { name: 'Удалить участника: Вера Тестова' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('shows the server’s refusal when a change fails', async () => {
    setup('owner', [member(ME, 'Анна', 'owner'), member(2, 'Борис', 'owner')], {
      ChangeMemberRole: () => ({
        errors: [{ message: 'Нельзя убрать последнего владельца компании', extensions: { code: 'CONFLICT' } }],
      }),
    });
    const boris = await row('Борис');
    await pick(within(boris).getByLabelText('Роль: Борис Тестова'), 'Сотрудник');
    expect(await screen.findByText('Нельзя убрать последнего владельца компании')).toBeTruthy();
  });

  it('gives a manager badges only and lets them leave after confirming', async () => {
    const { calls, client, onClose } = setup('manager', [member(2, 'Борис', 'owner'), member(ME, 'Анна', 'manager')], {
      LeaveCompany: () => ({ data: { leaveCompany: true } }),
    });
    const boris = await row('Борис');
    expect(within(boris).queryByLabelText(/Роль:/)).toBeNull();
    expect(within(boris).getByText('Владелец')).toBeTruthy();
    expect(within(boris).queryByRole('button')).toBeNull();

    await userEvent.click(within(await row('Анна')).getByRole('button', { name: 'Покинуть компанию' }));
    await confirmIn('Покинуть компанию?', 'Покинуть');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.name === 'LeaveCompany')?.variables).toEqual({ companyId: 10 });
    expect(await screen.findByText('Вы покинули компанию')).toBeTruthy();
    expect(client.readQuery({ query: CompaniesDocument })?.companies).toEqual([]);
  });

  it('lets a member who cannot see the list still leave', async () => {
    const { calls } = setup('employee', []);
    expect(await screen.findByText('Список участников недоступен для вашей роли')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Покинуть компанию' })).toBeTruthy();
    expect(calls.some((c) => c.name === 'CompanyMembers')).toBe(false);
  });

  it('offers every role of the company, custom ones by name, to change a role and to invite', async () => {
    const { calls } = setup(
      'owner',
      [member(ME, 'Анна', 'owner'), member(3, 'Вера', 'kassir'), member(4, 'Глеб', 'employee')],
      {
        ChangeMemberRole: (v) => ({ data: { changeMemberRole: member(4, 'Глеб', v.role as 'kassir') } }),
        InviteMember: (v) => ({
          data: {
            inviteMember: {
              __typename: 'Invitation',
              id: 5,
              email: v.email,
              role: v.role,
              createdAt: '2026-01-02T03:04:05.000Z',
              expiresAt: '2099-01-09T03:04:05.000Z',
            },
          },
        }),
      },
    );
    const vera = await row('Вера');
    await waitFor(() =>
      expect((within(vera).getByLabelText('Роль: Вера Тестова') as HTMLInputElement).value).toBe('Кассир'),
    );
    const gleb = await row('Глеб');
    await pick(within(gleb).getByLabelText('Роль: Глеб Тестова'), 'Кассир');
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'ChangeMemberRole')?.variables).toEqual({
        companyId: 10,
        userId: 4,
        role: 'kassir',
      }),
    );

    const invite = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(invite, 'new@example.test');
    await pick(screen.getByLabelText('Роль', { selector: 'input' }), 'Кассир');
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'InviteMember')?.variables).toEqual({
        companyId: 10,
        email: 'new@example.test',
        role: 'kassir',
      }),
    );
    const invitation = await screen.findByTestId('invitation-row');
    expect(invitation.textContent).toContain('Кассир');
  });

  it('changing one’s own role to a custom one gives the screens its grants at once', async () => {
    const { client } = setup('owner', [member(ME, 'Анна', 'owner'), member(2, 'Борис', 'owner')], {
      ChangeMemberRole: () => ({ data: { changeMemberRole: member(ME, 'Анна', 'kassir') } }),
    });
    const anna = await row('Анна');
    await pick(within(anna).getByLabelText(/^Роль: Анна/), 'Кассир');
    await confirmIn('Отказаться от роли владельца?', 'Изменить роль');
    await waitFor(() => {
      const company = client.readQuery({ query: CompaniesDocument })?.companies[0];
      expect(company?.myRole).toBe('kassir');
      expect(company?.myPermissions).toEqual(['bonuses', 'bonuses.create']);
    });
  });
});
