import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_SCOPE_LABELS, API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import { formatDateTime } from '@/shared/format/dates';
import SettingsPage from '@/features/settings/pages/SettingsPage';
import { apiToken } from './api-tokens.fixtures';

vi.setConfig({ testTimeout: 20_000 });

const me = {
  __typename: 'User',
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'owner',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
};

const SECRET = 'sp_c2VjcmV0LXRoYXQtaXMtc2hvd24tb25jZQ';

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
    ApiTokens: () => ({ data: { apiTokens: [] } }),
    Webhooks: () => ({ data: { webhooks: [] } }),
    Integrations: () => ({ data: { integrations: [] } }),
    ...handlers,
  });
}

async function openApi() {
  await userEvent.click(await screen.findByRole('tab', { name: 'API' }));
  return screen.findByRole('tabpanel');
}

const dialog = () => screen.findByRole('dialog');
type Call = { name: string; variables: Record<string, unknown> };
const named = (calls: Call[], name: string) => calls.filter((c) => c.name === name);

describe('settings: the API tab', () => {
  it.each([
    ['owner', '6 разделов'],
    ['developer', '8 разделов'],
  ] as const)('%s (settings.api) has it; the header still counts %s', async (role, sections) => {
    setup(role);
    expect(await screen.findByRole('tab', { name: 'API' })).toBeTruthy();
    expect(screen.getByTestId('settings-sections').textContent).toBe(sections);
  });

  it.each(['manager', 'hr_manager', 'employee'] as const)('%s has no API tab, and nothing is asked', async (role) => {
    const { calls } = setup(role);
    await screen.findByRole('tab', { name: 'Общие' });
    expect(screen.queryByRole('tab', { name: 'API' })).toBeNull();
    expect(named(calls, 'ApiTokens')).toEqual([]);
  });

  it('lists the tokens: name, scopes by their labels, creator, dates, "—" when never used', async () => {
    setup('owner', {
      ApiTokens: () => ({
        data: {
          apiTokens: [
            apiToken({
              name: '1С',
              scopes: ['staff:read', 'pay:read'],
              expiresAt: '2099-12-31T17:59:59.999Z',
              lastUsedAt: '2026-03-05T08:30:00.000Z',
            }),
            apiToken({ name: 'Табло', scopes: ['dashboards:read'], createdBy: { id: 2, name: 'Борис Петров' } }),
          ],
        },
      }),
    });
    const panel = await openApi();
    const rows = await within(panel).findAllByTestId('api-token');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    for (const text of [
      '1С',
      API_SCOPE_LABELS['staff:read'],
      API_SCOPE_LABELS['pay:read'],
      'Анна Иванова',
      formatDateTime('2026-03-04T10:00:00.000Z'),
      formatDateTime('2099-12-31T17:59:59.999Z'),
      formatDateTime('2026-03-05T08:30:00.000Z'),
    ]) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    for (const text of ['Табло', API_SCOPE_LABELS['dashboards:read'], 'Борис Петров', 'Бессрочно', '—']) {
      expect(within(second).getByText(text)).toBeTruthy();
    }
  });

  it('creates a token: sends name, scopes and the end of the chosen day; shows the secret once with a copy button', async () => {
    let listed = [apiToken({ name: 'Старый' })];
    const { calls, client } = setup('owner', {
      ApiTokens: () => ({ data: { apiTokens: listed } }),
      CreateApiToken: (v) => {
        const input = v.input as { name: string; scopes: string[]; expiresAt: string | null };
        const created = apiToken({ id: 99, name: input.name, scopes: input.scopes, expiresAt: input.expiresAt });
        listed = [created, ...listed];
        return { data: { createApiToken: { ...created, __typename: 'CreatedApiToken', token: SECRET } } };
      },
    });
    const panel = await openApi();
    await within(panel).findByText('Старый');
    await userEvent.click(within(panel).getByRole('button', { name: 'Создать токен' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText(/Название/), '  Выгрузка в 1С ');
    await userEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['staff:read']) }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['pay:read']) }));
    fireEvent.change(within(modal).getByLabelText('Действует до'), { target: { value: '2099-12-31' } });
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));

    const secret = await within(modal).findByDisplayValue(SECRET);
    expect(secret.hasAttribute('readonly')).toBe(true);
    expect(within(modal).getByText(API_TOKEN_MESSAGES.created)).toBeTruthy();
    expect(named(calls, 'CreateApiToken').map((c) => c.variables)).toEqual([
      {
        companyId: 10,
        input: {
          name: 'Выгрузка в 1С',
          scopes: ['staff:read', 'pay:read'],
          expiresAt: new Date(2099, 11, 31, 23, 59, 59, 999).toISOString(),
        },
      },
    ]);
    // The acting tab refetches its list: the new token is there, without its secret.
    await waitFor(() => expect(named(calls, 'ApiTokens').length).toBeGreaterThanOrEqual(2));
    expect(await within(panel).findByText('Выгрузка в 1С')).toBeTruthy();
    expect(JSON.stringify(client.cache.extract())).not.toContain(SECRET);

    // setup() puts user-event's clipboard stub in place of the browser's (jsdom has none).
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Копировать' }));
    expect(await within(modal).findByRole('button', { name: 'Скопировано' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await userEvent.click(within(modal).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(screen.queryByText(API_TOKEN_MESSAGES.created)).toBeNull();

    // Opened again: an empty form, the secret is not to be had.
    await userEvent.click(within(panel).getByRole('button', { name: 'Создать токен' }));
    const again = await dialog();
    expect((within(again).getByLabelText(/Название/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('refuses a token without scopes with the contract’s message, and sends nothing', async () => {
    const { calls } = setup('owner');
    const panel = await openApi();
    await userEvent.click(within(panel).getByRole('button', { name: 'Создать токен' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText(/Название/), 'Без разрешений');
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    expect(await within(modal).findByText(API_TOKEN_MESSAGES.scopesRequired)).toBeTruthy();
    expect(named(calls, 'CreateApiToken')).toEqual([]);
  });

  it('shows the server’s field refusal under its field, and another failure as a toast', async () => {
    let answer = 0;
    setup('owner', {
      CreateApiToken: () =>
        answer++ === 0
          ? {
              errors: [
                {
                  message: API_TOKEN_MESSAGES.badExpiry,
                  extensions: { code: 'BAD_USER_INPUT', fieldErrors: { expiresAt: [API_TOKEN_MESSAGES.badExpiry] } },
                },
              ],
            }
          : { errors: [{ message: 'Нет доступа', extensions: { code: 'FORBIDDEN' } }] },
    });
    const panel = await openApi();
    await userEvent.click(within(panel).getByRole('button', { name: 'Создать токен' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText(/Название/), 'Токен');
    await userEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['staff:read']) }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    expect(await within(modal).findByText(API_TOKEN_MESSAGES.badExpiry)).toBeTruthy();
    expect(within(modal).getByLabelText('Действует до').getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Нет доступа')).toBeTruthy();
  });

  it('revokes a token after confirmation, says so and refetches the list', async () => {
    let listed = [apiToken({ id: 7, name: 'Табло' })];
    const { calls } = setup('owner', {
      ApiTokens: () => ({ data: { apiTokens: listed } }),
      RevokeApiToken: () => {
        listed = [];
        return { data: { revokeApiToken: true } };
      },
    });
    const panel = await openApi();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Отозвать токен «Табло»' }));
    const confirm = await dialog();
    expect(named(calls, 'RevokeApiToken')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отозвать' }));

    expect(await screen.findByText(API_TOKEN_MESSAGES.revoked)).toBeTruthy();
    expect(named(calls, 'RevokeApiToken').map((c) => c.variables)).toEqual([{ id: 7 }]);
    await waitFor(() => expect(named(calls, 'ApiTokens').length).toBeGreaterThanOrEqual(2));
    expect(await within(panel).findByText('Токенов пока нет')).toBeTruthy();
  });

  it('does nothing when the revocation is cancelled', async () => {
    const { calls } = setup('owner', { ApiTokens: () => ({ data: { apiTokens: [apiToken({ name: 'Табло' })] } }) });
    const panel = await openApi();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Отозвать токен «Табло»' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named(calls, 'RevokeApiToken')).toEqual([]);
    expect(within(panel).getByText('Табло')).toBeTruthy();
  });
});
