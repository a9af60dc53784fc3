import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { RESUBSCRIBE_MS } from './hooks/useRetryLater';
import { branding, renderShared, TOKEN } from './shared-dashboard.fixtures';

vi.setConfig({ testTimeout: 20_000 });

// The live socket is up, as in the app: no fallback polling adds calls to the ones asserted.
beforeEach(() => socketStatus.set(true));
afterEach(() => socketStatus.set(false));

const FEED = 'SharedDashboardBrandingChanged';
const LOGO = '/api/images/0b7d5a58-3c55-4d8e-9d0e-1f7c2a4b6e90';
const logo = () => screen.queryByRole('img', { name: 'Логотип сервиса' });
const brand = () => screen.getByTestId('service-brand');

async function opened(answer = branding()) {
  const page = renderShared({ SharedDashboardBranding: () => ({ data: { sharedDashboardBranding: answer } }) });
  await screen.findByRole('heading', { name: 'Табло продаж' }, { timeout: 5000 });
  await screen.findByTestId('service-brand');
  await page.subscribed(FEED);
  return page;
}

describe('the public dashboard’s branding', () => {
  it('shows the service logo at its size in pixels and the slogan, beside the company’s logo', async () => {
    const page = await opened(
      branding({ serviceLogo: LOGO, logoSize: 'huge', logoSizePx: 96, companySlogan: 'Платим честно' }),
    );
    expect(page.asked('SharedDashboardBranding')[0]!.variables).toEqual({ shareToken: TOKEN });
    expect(page.asked(FEED)[0]!.variables).toEqual({ shareToken: TOKEN });
    expect(logo()!.getAttribute('src')).toBe(LOGO);
    expect(logo()!.style.height).toBe('96px');
    expect(brand().textContent).toContain('Платим честно');
    expect(screen.queryByText('StaffPay')).toBeNull();
    // In the header, next to the company's initials.
    expect(brand().closest('.mantine-Paper-root')!.textContent).toContain('РГ');
  });

  it('shows the product’s logo when the settings have none, and no slogan', async () => {
    await opened(branding());
    expect(brand().textContent).toContain('StaffPay');
    expect(logo()).toBeNull();
    expect(brand().textContent).toBe('StaffPay');
  });

  it('follows a developer’s save without asking again', async () => {
    const page = await opened(branding());
    act(() =>
      page.emit(FEED, {
        data: {
          sharedDashboardBrandingChanged: branding({
            serviceLogo: LOGO,
            logoSize: 'small',
            logoSizePx: 32,
            companySlogan: 'Новый слоган',
          }),
        },
      }),
    );
    await waitFor(() => expect(logo()?.style.height).toBe('32px'));
    expect(brand().textContent).toContain('Новый слоган');
    expect(screen.queryByText('StaffPay')).toBeNull();

    act(() => page.emit(FEED, { data: { sharedDashboardBrandingChanged: branding({ logoSizePx: 48 }) } }));
    await waitFor(() => expect(logo()).toBeNull());
    expect(brand().textContent).toBe('StaffPay');
    expect(page.asked('SharedDashboardBranding')).toHaveLength(1);
  });

  it('subscribes again and reads the settings after its feed failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const page = await opened(branding());
      act(() => page.emit(FEED, { errors: [{ message: 'Socket closed with event 4401' }] }));
      act(() => page.complete(FEED));
      act(() => vi.advanceTimersByTime(RESUBSCRIBE_MS));
      await page.subscribed(FEED, 2);
      await waitFor(() => expect(page.asked('SharedDashboardBranding')).toHaveLength(2));
      act(() => page.emit(FEED, { data: { sharedDashboardBrandingChanged: branding({ companySlogan: 'Снова' }) } }));
      await waitFor(() => expect(brand().textContent).toContain('Снова'));
      expect(page.asked('SharedDashboardChanged')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
