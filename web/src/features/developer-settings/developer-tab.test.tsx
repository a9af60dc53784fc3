import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { CLIENT_ERROR_MESSAGES } from '@staffpay/schema/client-errors/client-error.schemas';
import { DEVELOPER_MESSAGES } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { renderCompanyPage } from '@/test/company';
import { pick } from '@/test/pick';
import type { Handler } from '@/test/render';
import SettingsPage from '@/features/settings/pages/SettingsPage';
import { clientError, devSettings } from './developer-settings.fixtures';

vi.setConfig({ testTimeout: 20_000 });

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
vi.mock('@/shared/images/resize', async (original) => ({
  ...(await original<typeof import('@/shared/images/resize')>()),
  encodeImage: vi.fn(async () => LOGO),
}));

afterEach(() => vi.clearAllMocks());

const me = {
  __typename: 'User',
  id: 1,
  firstName: 'Анна',
  lastName: 'Иванова',
  email: 'anna@example.kg',
  role: 'developer',
  profileImageUrl: null,
  currentCompanyId: 10,
  emailVerified: true,
};

function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
    DeveloperSettings: () => ({ data: { developerSettings: devSettings() } }),
    ClientErrors: () => ({ data: { clientErrors: [] } }),
    ...handlers,
  });
}

const STORED = '/api/images/5b0c7f2e-1111-4222-8333-944445555666';
/** The server's answer to a save: an absent logo keeps `before`, a data URL stores one, null removes it. */
const saved = (v: Record<string, unknown>, before: string | null = null) => {
  const input = v.input as Record<string, unknown>;
  return {
    data: {
      saveDeveloperSettings: devSettings({
        serviceLogo: !('serviceLogo' in input) ? before : input.serviceLogo ? STORED : null,
        logoSize: input.logoSize as string,
        logoSizePx: 64,
        companySlogan: (input.companySlogan as string | null) ?? null,
        hideNavigationMenuLabels: Boolean(input.hideNavigationMenuLabels),
      }),
    },
  };
};

async function openDeveloper() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Разработчик' }));
  return screen.findByRole('tabpanel');
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('settings: the Developer and AI analysis tabs', () => {
  it('a developer has eight sections, Developer and AI analysis among them', async () => {
    setup('developer');
    expect(await screen.findByRole('tab', { name: 'Разработчик' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'AI анализ' })).toBeTruthy();
    expect(screen.getByTestId('settings-sections').textContent).toBe('8 разделов');
  });

  it.each(['owner', 'manager'] as const)('%s has six sections and neither tab, and nothing is asked', async (role) => {
    const { calls } = setup(role);
    await screen.findByRole('tab', { name: 'Общие' });
    expect(screen.getByTestId('settings-sections').textContent).toBe('6 разделов');
    expect(screen.queryByRole('tab', { name: 'Разработчик' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'AI анализ' })).toBeNull();
    expect(calls.filter((c) => c.name === 'DeveloperSettings' || c.name === 'ClientErrors')).toEqual([]);
  });
});

describe('settings: the Developer tab', () => {
  it('sends the picked logo as a data URL, its size, the slogan and the menu flag', async () => {
    const { calls } = setup('developer', { SaveDeveloperSettings: (v) => saved(v) });
    const panel = await openDeveloper();
    await userEvent.upload(fileInput(), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(within(panel).getByRole('img', { name: 'Логотип сервиса' }).getAttribute('src')).toBe(LOGO),
    );
    await pick(within(panel).getByLabelText('Размер логотипа'), 'Большой (64px)');
    await userEvent.type(within(panel).getByLabelText('Слоган компании'), 'Мы считаем честно');
    await userEvent.click(within(panel).getByRole('switch', { name: /Скрыть подписи пунктов меню/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(DEVELOPER_MESSAGES.saved)).toBeTruthy();
    expect(calls.find((c) => c.name === 'SaveDeveloperSettings')?.variables).toEqual({
      companyId: 10,
      input: {
        serviceLogo: LOGO,
        logoSize: 'large',
        companySlogan: 'Мы считаем честно',
        hideNavigationMenuLabels: true,
      },
    });
  });

  it('keeps the stored logo by not sending it, removes it with null, and offers sizes with their pixels', async () => {
    const { calls } = setup('developer', {
      DeveloperSettings: () => ({
        data: { developerSettings: devSettings({ serviceLogo: STORED, companySlogan: 'Старый слоган' }) },
      }),
      SaveDeveloperSettings: (v) => saved(v, STORED),
    });
    const panel = await openDeveloper();
    const size = within(panel).getByLabelText('Размер логотипа') as HTMLInputElement;
    expect(size.value).toBe('Средний (48px)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await screen.findByText(DEVELOPER_MESSAGES.saved);
    expect(calls.filter((c) => c.name === 'SaveDeveloperSettings')[0]?.variables.input).toEqual({
      logoSize: 'medium',
      companySlogan: 'Старый слоган',
      hideNavigationMenuLabels: false,
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Удалить логотип' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'SaveDeveloperSettings')).toHaveLength(2));
    expect(calls.filter((c) => c.name === 'SaveDeveloperSettings')[1]?.variables.input).toMatchObject({
      serviceLogo: null,
    });
  });

  it('refuses a file that is not an image, and says so', async () => {
    const { calls } = setup('developer');
    const panel = await openDeveloper();
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await within(panel).findByText(DEVELOPER_MESSAGES.logoNotImage)).toBeTruthy();
    expect(within(panel).queryByRole('img', { name: 'Логотип сервиса' })).toBeNull();
    expect(calls.some((c) => c.name === 'SaveDeveloperSettings')).toBe(false);
  });

  it("shows the server's refusal as a toast and under its field", async () => {
    setup('developer', {
      SaveDeveloperSettings: () => ({
        errors: [
          {
            message: DEVELOPER_MESSAGES.sloganTooLong,
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { companySlogan: [DEVELOPER_MESSAGES.sloganTooLong] } },
          },
        ],
      }),
    });
    const panel = await openDeveloper();
    await userEvent.type(within(panel).getByLabelText('Слоган компании'), 'Слоган');
    await userEvent.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getAllByText(DEVELOPER_MESSAGES.sloganTooLong)).toHaveLength(2));
    expect(within(panel).getByLabelText('Слоган компании').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the browsers’ errors and takes the pushed list', async () => {
    const { emit } = setup('developer', {
      ClientErrors: () => ({
        data: {
          clientErrors: [
            clientError({
              kind: 'api',
              message: 'Нет доступа',
              path: '/graphql',
              status: 403,
              operation: 'Employees',
              count: 3,
            }),
          ],
        },
      }),
    });
    const panel = await openDeveloper();
    const list = await within(panel).findByTestId('client-errors');
    expect(within(list).getByText(CLIENT_ERROR_MESSAGES.listTitle)).toBeTruthy();
    const row = await within(list).findByTestId('client-error');
    for (const text of ['API', 'Нет доступа', '/graphql · Employees', 'HTTP 403', '×3']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(
      within(row).getByText(
        new Date('2026-03-04T10:20:00.000Z').toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
      ),
    ).toBeTruthy();

    act(() =>
      emit('ClientErrorsChanged', {
        data: {
          clientErrorsChanged: [
            clientError({ kind: 'network', message: 'Failed to fetch' }),
            clientError({ kind: 'api', message: 'Нет доступа', status: 403, count: 4 }),
          ],
        },
      }),
    );
    await waitFor(() => expect(within(list).getAllByTestId('client-error')).toHaveLength(2));
    expect(within(list).getByText('Failed to fetch')).toBeTruthy();
    expect(within(list).getByText('×4')).toBeTruthy();
  });

  it('says when no browser reported an error', async () => {
    const panel = await (async () => {
      setup('developer');
      return openDeveloper();
    })();
    expect(await within(panel).findByText(CLIENT_ERROR_MESSAGES.listEmpty)).toBeTruthy();
  });
});
