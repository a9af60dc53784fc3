import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_SCOPE_LABELS } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import SettingsPage from '@/features/settings/pages/SettingsPage';
import { integration, integrationToken } from './api-tokens.fixtures';

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
const SECRET = 'sp_bmV3LXNlY3JldC1vZi1hbi1pbnRlZ3JhdGlvbg';

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
    ApiTokens: () => ({ data: { apiTokens: [] } }),
    Integrations: () => ({ data: { integrations: [] } }),
    ...handlers,
  });
}

type Call = { name: string; variables: Record<string, unknown> };
const named = (calls: Call[], name: string) => calls.filter((c) => c.name === name);

async function openIntegrations() {
  await userEvent.click(await screen.findByRole('tab', { name: 'API' }));
  return screen.findByTestId('integrations');
}

describe('settings → API: integrations', () => {
  it('is the owner’s alone: a developer (settings.api) sees the tokens but no integrations, and none are asked', async () => {
    const { calls } = setup('developer');
    await userEvent.click(await screen.findByRole('tab', { name: 'API' }));
    await screen.findByText('Токены API');
    expect(screen.queryByText('Интеграции')).toBeNull();
    expect(named(calls, 'Integrations')).toEqual([]);
  });

  it('lists each integration with its tokens, scopes by their labels', async () => {
    setup('owner', {
      Integrations: () => ({
        data: {
          integrations: [
            integration({
              tokens: [integrationToken({ name: 'Боевой', scopes: ['staff:read', 'pay:read'] })],
            }),
            integration({ name: 'BI', description: '' }),
          ],
        },
      }),
    });
    const section = await openIntegrations();
    const cards = await within(section).findAllByTestId('integration');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    for (const text of ['1С Бухгалтерия', 'Выгрузка начислений', 'Боевой', API_SCOPE_LABELS['pay:read'], 'Бессрочно']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(within(second).getByText('Токенов нет')).toBeTruthy();
  });

  it('creates an integration with a name, a description and a role', async () => {
    const { calls } = setup('owner', {
      CreateIntegration: (v) => ({
        data: { createIntegration: integration({ ...(v.input as object), tokens: [] }) },
      }),
    });
    const section = await openIntegrations();
    await userEvent.click(within(section).getByRole('button', { name: 'Создать интеграцию' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.type(within(modal).getByLabelText(/Название/), ' Склад ');
    await userEvent.type(within(modal).getByLabelText('Описание'), 'Остатки');
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(named(calls, 'CreateIntegration').map((c) => c.variables)).toEqual([
        { companyId: 10, input: { name: 'Склад', description: 'Остатки', role: 'manager' } },
      ]),
    );
  });

  it('refuses an empty name before anything is sent', async () => {
    const { calls } = setup('owner');
    const section = await openIntegrations();
    await userEvent.click(within(section).getByRole('button', { name: 'Создать интеграцию' }));
    const modal = await screen.findByRole('dialog');
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    expect(await within(modal).findByText('Введите название интеграции')).toBeTruthy();
    expect(named(calls, 'CreateIntegration')).toEqual([]);
  });

  it('rotates a token with the chosen overlap and shows the new secret once', async () => {
    const token = integrationToken({ id: 77, name: 'Боевой' });
    const { calls, client } = setup('owner', {
      Integrations: () => ({ data: { integrations: [integration({ tokens: [token] })] } }),
      RotateIntegrationToken: () => ({
        data: {
          rotateIntegrationToken: { __typename: 'CreatedIntegrationToken', id: 78, name: 'Боевой', token: SECRET },
        },
      }),
    });
    const section = await openIntegrations();
    await userEvent.click(await within(section).findByRole('button', { name: 'Перевыпустить токен «Боевой»' }));
    const modal = await screen.findByRole('dialog');
    const overlap = within(modal).getByLabelText('Перекрытие, часов');
    expect((overlap as HTMLInputElement).value).toBe('24');
    await userEvent.clear(overlap);
    await userEvent.type(overlap, '48');
    await userEvent.click(within(modal).getByRole('button', { name: 'Перевыпустить' }));
    expect(await within(modal).findByDisplayValue(SECRET)).toBeTruthy();
    expect(named(calls, 'RotateIntegrationToken').map((c) => c.variables)).toEqual([{ id: 77, overlapHours: 48 }]);
    expect(JSON.stringify(client.cache.extract())).not.toContain(SECRET);
  });

  it('issues a token for the integration, not for the caller', async () => {
    const { calls } = setup('owner', {
      Integrations: () => ({ data: { integrations: [integration({ id: 5 })] } }),
      CreateIntegrationToken: () => ({
        data: {
          createIntegrationToken: { __typename: 'CreatedIntegrationToken', id: 9, name: 'x', token: SECRET },
        },
      }),
    });
    const section = await openIntegrations();
    await userEvent.click(await within(section).findByRole('button', { name: 'Выпустить токен' }));
    const modal = await screen.findByRole('dialog', { name: 'Новый токен интеграции «1С Бухгалтерия»' });
    await userEvent.type(within(modal).getByLabelText(/Название/), 'Сервер');
    await userEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['staff:read']) }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Создать' }));
    expect(await within(modal).findByDisplayValue(SECRET)).toBeTruthy();
    expect(named(calls, 'CreateIntegrationToken').map((c) => c.variables)).toEqual([
      { integrationId: 5, input: { name: 'Сервер', scopes: ['staff:read'], expiresAt: null } },
    ]);
    expect(named(calls, 'CreateApiToken')).toEqual([]);
  });
});
