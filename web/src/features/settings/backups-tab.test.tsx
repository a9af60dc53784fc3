import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import SettingsPage from './pages/SettingsPage';

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

function setup(role: CompanyRole) {
  return renderCompanyPage(<SettingsPage />, role, {
    Me: () => ({ data: { me } }),
    SystemRoles: () => ({ data: { systemRoles: [] } }),
  });
}

describe('settings: Backups tab', () => {
  it('opens with the backup download and the restore; the header still counts six sections', async () => {
    setup('owner');
    await userEvent.click(await screen.findByRole('tab', { name: 'Резервные копии' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Скачать резервную копию' })).toBeTruthy();
    expect(within(panel).getByLabelText('Файл резервной копии')).toBeTruthy();
    expect(screen.getByTestId('settings-sections').textContent).toBe('6 разделов');
  });

  it('a role without settings.backup.create may restore as a new company but not download', async () => {
    setup('manager');
    await userEvent.click(await screen.findByRole('tab', { name: 'Резервные копии' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).queryByRole('button', { name: 'Скачать резервную копию' })).toBeNull();
    expect(within(panel).getByLabelText('Файл резервной копии')).toBeTruthy();
  });
});
