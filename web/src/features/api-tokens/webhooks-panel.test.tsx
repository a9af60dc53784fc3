import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { WEBHOOK_MESSAGES } from '@staffpay/schema/webhooks/webhook.schemas';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import SettingsPage from '@/features/settings/pages/SettingsPage';

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

const hook = (over: Record<string, unknown> = {}) => ({
  __typename: 'Webhook' as const,
  id: 3,
  url: 'https://erp.example.com/hooks',
  events: ['ledger.record.created', 'employee.updated'],
  description: 'ERP',
  active: true,
  disabledAt: null,
  previousSecretExpiresAt: null,
  ...over,
});

const NEW_SECRET = 'whsec_bmV3LXNlY3JldC1zaG93bi1vbmNl';

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
    ApiTokens: () => ({ data: { apiTokens: [] } }),
    Webhooks: () => ({
      data: { webhooks: [hook(), hook({ id: 4, url: 'https://off.example.com/h', active: false })] },
    }),
    ...handlers,
  });
}

async function openWebhooks() {
  await userEvent.click(await screen.findByRole('tab', { name: 'API' }));
  const panel = await screen.findByTestId('webhooks-panel');
  await within(panel).findAllByTestId('webhook');
  return panel;
}

type Call = { name: string; variables: Record<string, unknown> };
const named = (calls: Call[], name: string) => calls.filter((c) => c.name === name);

describe('settings → API: webhooks', () => {
  it('lists the webhooks with their state; one that is off can be neither pinged nor redelivered', async () => {
    setup('owner');
    const panel = await openWebhooks();
    const [on, off] = within(panel).getAllByTestId('webhook') as [HTMLElement, HTMLElement];
    expect(within(on).getByText('https://erp.example.com/hooks')).toBeTruthy();
    expect(within(on).getByText('Событий: 2')).toBeTruthy();
    expect(within(on).getByText('Включён')).toBeTruthy();
    expect(within(off).getByText('Отключён')).toBeTruthy();
    expect(
      within(off)
        .getByRole('button', { name: /Проверить вебхук/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(off)
        .getByRole('button', { name: /Повторить неудачные/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      within(off)
        .getByRole('button', { name: /Сменить секрет/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('"Проверить (ping)" sends a ping for that webhook and says so', async () => {
    const { calls } = setup('owner', {
      PingWebhook: () => ({
        data: { pingWebhook: { __typename: 'WebhookDelivery', id: 'd1', eventType: 'ping', status: 'pending' } },
      }),
    });
    const panel = await openWebhooks();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Проверить вебхук https://erp.example.com/hooks' }),
    );
    expect(await screen.findByText(WEBHOOK_MESSAGES.pinged)).toBeTruthy();
    expect(named(calls, 'PingWebhook').map((c) => c.variables)).toEqual([{ companyId: 10, id: 3 }]);
  });

  it('"Сменить секрет" asks first, then shows the new secret once and says the old one works for 24 h', async () => {
    const { calls } = setup('owner', {
      RollWebhookSecret: () => ({
        data: {
          rollWebhookSecret: {
            __typename: 'RolledWebhookSecret',
            id: 3,
            secret: NEW_SECRET,
            previousSecretExpiresAt: '2026-11-29T10:00:00.000Z',
          },
        },
      }),
    });
    const panel = await openWebhooks();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Сменить секрет вебхука https://erp.example.com/hooks' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/ещё 24 ч/)).toBeTruthy();
    expect(named(calls, 'RollWebhookSecret')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Сменить секрет' }));
    const secret = await screen.findByDisplayValue(NEW_SECRET);
    const shown = secret.closest('[role="dialog"]') as HTMLElement;
    expect(within(shown).getByText(/Старый секрет подписывает доставки до .* \(ещё 24 ч\)/)).toBeTruthy();
    expect(named(calls, 'RollWebhookSecret').map((c) => c.variables)).toEqual([{ companyId: 10, id: 3 }]);
    await userEvent.click(within(shown).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull());
  });

  it('"Повторить неудачные с…" sends the chosen moment as an instant and tells how many were queued', async () => {
    const { calls } = setup('owner', {
      RedeliverFailedWebhookDeliveries: () => ({ data: { redeliverFailedWebhookDeliveries: 3 } }),
    });
    const panel = await openWebhooks();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Повторить неудачные доставки вебхука https://erp.example.com/hooks' }),
    );
    const modal = await screen.findByRole('dialog');
    const input = within(modal).getByLabelText('С момента');
    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(within(modal).getByRole('button', { name: 'Повторить' }));
    expect(await within(modal).findByText('Укажите дату и время')).toBeTruthy();
    expect(named(calls, 'RedeliverFailedWebhookDeliveries')).toEqual([]);

    fireEvent.change(input, { target: { value: '2026-11-27T09:30' } });
    await userEvent.click(within(modal).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.queued(3))).toBeTruthy();
    expect(named(calls, 'RedeliverFailedWebhookDeliveries').map((c) => c.variables)).toEqual([
      { companyId: 10, webhookId: 3, since: new Date('2026-11-27T09:30').toISOString() },
    ]);
  });
});
