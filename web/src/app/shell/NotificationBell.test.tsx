import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApollo, renderApp } from '@/test/render';
import { badgeText, NotificationBell } from './NotificationBell';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-3, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%i → %s', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('NotificationBell', () => {
  const { client } = fakeApollo({});

  it('is grey without a badge when nothing is unread, and links to /notifications', () => {
    renderApp(<NotificationBell count={0} />, { client });
    const link = screen.getByRole('link', { name: 'Уведомления' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.getAttribute('data-unread')).toBe('false');
    expect(screen.queryByText(/^\d+\+?$/)).toBeNull();
  });

  it('shows the count on a filled bell', () => {
    renderApp(<NotificationBell count={7} />, { client });
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('link', { name: /7 непрочитанных/ }).getAttribute('data-unread')).toBe('true');
  });

  it('caps the badge at 99+', () => {
    renderApp(<NotificationBell count={150} />, { client });
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.queryByText('150')).toBeNull();
  });
});
