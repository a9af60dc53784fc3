import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredUser, uniqueEmail } from '../../api/test/accounts';
import { gql } from '../../api/test/harness';
import { tokenFrom } from '../../api/test/smtp-sink';
import { screenshot, watchErrors } from './support/browser';
import { signInAs } from './support/flows';
import { withMailEnv } from './support/mail-env';

const env = withMailEnv();

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.app.url, viewport: { width: 1360, height: 860 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

describe('inviting a colleague', () => {
  it('invites from the members panel; the invitee signs in from the link and joins', async () => {
    const owner = await registeredUser(env.app, env.sink);
    await gql(env.app, 'mutation { createCompany(input: { name: "Ромашка" }) { id } }', {}, owner as never);
    const invitee = await registeredUser(env.app, env.sink);

    const { page: ownerPage, errors } = await newPage();
    await signInAs(ownerPage, owner.email, owner.password);
    await ownerPage.getByRole('link', { name: 'Компании' }).click();
    await ownerPage.getByRole('button', { name: 'Участники' }).click();
    const panel = ownerPage.getByRole('dialog', { name: 'Участники: Ромашка' });
    await panel.getByTestId('member-row').filter({ hasText: owner.email }).waitFor();

    await panel.getByLabel('Email').fill('not-an-address');
    await panel.getByRole('button', { name: 'Пригласить' }).click();
    await panel.getByText('Некорректный email адрес').waitFor();

    await panel.getByLabel('Email').fill(invitee.email);
    await panel.getByLabel('Роль', { exact: true }).click();
    await ownerPage.getByRole('option', { name: 'Руководитель' }).click();
    await panel.getByRole('button', { name: 'Пригласить' }).click();
    await ownerPage.getByText(`Приглашение отправлено на ${invitee.email}`).waitFor();
    await panel.getByTestId('invitation-row').filter({ hasText: invitee.email }).waitFor();

    // A second invitation, revoked again.
    const stranger = uniqueEmail('stranger');
    await panel.getByLabel('Email').fill(stranger);
    await panel.getByRole('button', { name: 'Пригласить' }).click();
    await panel.getByTestId('invitation-row').filter({ hasText: stranger }).waitFor();
    await screenshot(ownerPage, 'members');
    await panel.getByRole('button', { name: `Отозвать приглашение: ${stranger}` }).click();
    await ownerPage.getByText('Приглашение отозвано').waitFor();
    expect(await panel.getByTestId('invitation-row').count()).toBe(1);

    const letter = await env.sink.waitFor(invitee.email, (m) => m.subject.startsWith('Приглашение'));
    const token = tokenFrom(letter, '/invitations/accept');

    const { page } = await newPage();
    await page.goto(`/invitations/accept?token=${encodeURIComponent(token)}`);
    await page.getByText('Вас приглашают в компанию «Ромашка» с ролью «Руководитель».').waitFor();
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByLabel('Email').fill(invitee.email);
    await page.getByLabel('Пароль').fill(invitee.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL('**/invitations/accept?token=*');
    await page.getByRole('button', { name: 'Принять приглашение' }).click();

    await page.waitForURL('**/companies');
    await page.getByText('Вы присоединились к компании «Ромашка»').waitFor();
    const card = page.getByTestId('company-card').filter({ hasText: 'Ромашка' });
    await card.getByText('Руководитель').waitFor();
    await expect.poll(() => page.getByTestId('company-switcher').inputValue()).toBe('Ромашка (KGS)');
    // A manager may neither edit nor delete the company.
    expect(await card.getByRole('button', { name: 'Действия: Ромашка' }).count()).toBe(0);

    // The owner sees the new member when opening the panel again.
    await panel.getByRole('button').first().click();
    await ownerPage.getByRole('button', { name: 'Участники' }).click();
    await ownerPage.getByTestId('member-row').filter({ hasText: invitee.email }).waitFor();
    expect(await ownerPage.getByTestId('invitation-row').count()).toBe(0);

    // The owner makes the new member a verifier; the member's open tab follows without reloading.
    const row = ownerPage.getByTestId('member-row').filter({ hasText: invitee.email });
    await row.getByRole('combobox').click();
    await ownerPage.getByRole('option', { name: 'Проверяющий' }).click();
    await ownerPage.getByText('Роль изменена').waitFor();
    await card.getByText('Проверяющий').waitFor();

    // Removed, the member loses the company in their open tab at once.
    await row.getByRole('button', { name: /^Удалить участника/ }).click();
    await ownerPage.getByRole('button', { name: 'Удалить', exact: true }).click();
    await ownerPage.getByText('Участник удалён').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('says so when the link is not valid', async () => {
    const { page } = await newPage();
    await page.goto('/invitations/accept?token=nonsense');
    await page.getByText('Приглашение недействительно').waitFor();
  });
});
