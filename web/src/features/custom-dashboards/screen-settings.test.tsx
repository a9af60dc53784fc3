import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardScreenFieldsFragment, DashboardScreenInput } from '@/gql/graphql';
import { socketStatus } from '@/shared/live/socket-status';
import { card, HALL, OFFICE, screenSettings, setup } from './custom-dashboards.fixtures';
import { SCREEN_MESSAGES } from '@staffpay/schema/dashboards/screen.schemas';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

type Night = DashboardScreenFieldsFragment['night'];

/** The dashboard the API answers after saving `input`: its screen as sent. */
const saved = (v: Record<string, unknown>) => {
  const input = v.input as DashboardScreenInput;
  return {
    data: {
      updateDashboardScreen: {
        ...HALL,
        screen: screenSettings({
          expiresAt: input.expiresAt ?? null,
          allowedNetworks: input.allowedNetworks ?? [],
          privacyMode: input.privacyMode ?? false,
          night: input.night ? ({ __typename: 'ScreenNight', ...input.night } as Night) : null,
          theme: input.theme ?? 'light',
          playlist: (input.playlist ?? []).map((entry) => ({ __typename: 'ScreenPlaylistEntry', ...entry })),
          departmentRotationSeconds: input.departmentRotationSeconds ?? 15,
        }),
      },
    },
  };
};

async function openSettings(name: string) {
  await userEvent.click(within(await card(name)).getByRole('button', { name: 'Настройки экрана' }));
  return screen.findByRole('dialog', { name: `Настройки экрана «${name}»` });
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the screen settings dialog', () => {
  it('sends every setting as the form shows it', async () => {
    const { asked } = setup('owner', { UpdateDashboardScreen: saved });
    const dialog = await openSettings('Зал');

    fireEvent.change(within(dialog).getByLabelText(/Действует до/), { target: { value: '2099-01-02T09:30' } });
    await userEvent.type(within(dialog).getByLabelText(/Разрешённые сети/), '10.0.0.0/8{enter}192.168.1.0/24{enter}');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Только прогресс, без сумм/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Тёмная' }));
    await retype(within(dialog).getByLabelText(/Смена отделов, секунд/), '30');

    await userEvent.click(within(dialog).getByRole('switch', { name: /Ночной режим/ }));
    fireEvent.change(within(dialog).getByLabelText('С'), { target: { value: '21:00' } });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Только часы и логотип' }));

    // Two rows propose the dashboards in turn; the second shows 20 s and goes first; a third is removed.
    const add = within(dialog).getByRole('button', { name: 'Добавить дашборд' });
    await userEvent.click(add);
    await userEvent.click(add);
    await retype(within(dialog).getByLabelText('Секунд 2'), '20');
    await userEvent.click(
      within(within(dialog).getAllByTestId('playlist-row')[1]!).getByRole('button', { name: 'Выше' }),
    );
    await userEvent.click(add);
    expect(within(dialog).getAllByTestId('playlist-row')).toHaveLength(3);
    await userEvent.click(
      within(within(dialog).getAllByTestId('playlist-row')[2]!).getByRole('button', { name: 'Убрать' }),
    );
    expect((within(dialog).getByLabelText('Дашборд 1') as HTMLInputElement).value).toBe('Офис');
    expect((within(dialog).getByLabelText('Секунд 1') as HTMLInputElement).value).toBe('20');

    await save(dialog);
    await waitFor(() => expect(asked('UpdateDashboardScreen')).toHaveLength(1));
    expect(asked('UpdateDashboardScreen')[0]!.variables).toEqual({
      companyId: 10,
      id: 1,
      input: {
        expiresAt: new Date('2099-01-02T09:30').toISOString(),
        allowedNetworks: ['10.0.0.0/8', '192.168.1.0/24'],
        privacyMode: true,
        night: { from: '21:00', to: '07:00', mode: 'clock' },
        theme: 'dark',
        playlist: [
          { dashboardId: 2, seconds: 20 },
          { dashboardId: 1, seconds: 60 },
        ],
        departmentRotationSeconds: 30,
      },
    });
    expect(await screen.findByText('Настройки экрана сохранены')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from the saved settings and sends them back unchanged', async () => {
    const settings = {
      allowedNetworks: ['10.0.0.0/8'],
      privacyMode: true,
      night: { __typename: 'ScreenNight' as const, from: '23:00', to: '06:00', mode: 'dim' as const },
      theme: 'dark' as const,
      playlist: [{ __typename: 'ScreenPlaylistEntry' as const, dashboardId: 2, seconds: 45 }],
      departmentRotationSeconds: 0,
    };
    const { asked } = setup('owner', {
      CustomDashboards: () => ({ data: { customDashboards: [{ ...HALL, screen: screenSettings(settings) }, OFFICE] } }),
      UpdateDashboardScreen: saved,
    });
    const dialog = await openSettings('Зал');
    expect((within(dialog).getByRole('switch', { name: /Ночной режим/ }) as HTMLInputElement).checked).toBe(true);
    await save(dialog);
    await waitFor(() => expect(asked('UpdateDashboardScreen')).toHaveLength(1));
    expect(asked('UpdateDashboardScreen')[0]!.variables.input).toEqual({
      expiresAt: null,
      allowedNetworks: ['10.0.0.0/8'],
      privacyMode: true,
      night: { from: '23:00', to: '06:00', mode: 'dim' },
      theme: 'dark',
      playlist: [{ dashboardId: 2, seconds: 45 }],
      departmentRotationSeconds: 0,
    });
  });

  it('checks the input with the contract’s messages before sending', async () => {
    const { asked } = setup('owner', { UpdateDashboardScreen: saved });
    const dialog = await openSettings('Офис');
    fireEvent.change(within(dialog).getByLabelText(/Действует до/), { target: { value: '2020-01-01T00:00' } });
    await userEvent.type(within(dialog).getByLabelText(/Разрешённые сети/), 'офис{enter}');
    await retype(within(dialog).getByLabelText(/Смена отделов, секунд/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить дашборд' }));
    // An out-of-range number is clamped on blur; an empty one is refused.
    await userEvent.clear(within(dialog).getByLabelText('Секунд 1'));
    await save(dialog);

    expect(await within(dialog).findByText(SCREEN_MESSAGES.badExpiry)).toBeTruthy();
    expect(within(dialog).getByText(SCREEN_MESSAGES.badNetwork)).toBeTruthy();
    expect(within(dialog).getByText(SCREEN_MESSAGES.badRotation)).toBeTruthy();
    expect(within(dialog).getByText(SCREEN_MESSAGES.badSeconds)).toBeTruthy();
    expect(asked('UpdateDashboardScreen')).toHaveLength(0);
  });

  it('shows the API’s refusals under their fields and stays open', async () => {
    // As the API refuses them: its schema's path (an expiry passed meanwhile), its own check's field.
    const fieldErrors = {
      expiresAt: [SCREEN_MESSAGES.badExpiry],
      playlist: [SCREEN_MESSAGES.dashboardNotInCompany],
    };
    setup('owner', {
      UpdateDashboardScreen: () => ({
        errors: [{ message: SCREEN_MESSAGES.badExpiry, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
      }),
    });
    const dialog = await openSettings('Зал');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить дашборд' }));
    await save(dialog);
    expect(await within(dialog).findByText(SCREEN_MESSAGES.dashboardNotInCompany)).toBeTruthy();
    expect(within(dialog).getByText(SCREEN_MESSAGES.badExpiry)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Действует до/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByText('Ошибка')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Настройки экрана «Зал»' })).toBeTruthy();
  });

  it('shows a refusal that names no field as a toast', async () => {
    setup('owner', { UpdateDashboardScreen: () => ({ errors: [{ message: 'Дашборд не найден или неактивен' }] }) });
    const dialog = await openSettings('Зал');
    await save(dialog);
    expect(await screen.findByText('Дашборд не найден или неактивен')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Настройки экрана «Зал»' })).toBeTruthy();
  });
});
