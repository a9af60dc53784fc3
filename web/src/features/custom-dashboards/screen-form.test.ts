import { describe, expect, it } from 'vitest';
import { screenSettings } from './custom-dashboards.fixtures';
import { initialScreenValues, localInputOf, screenFormErrors, toScreenInput, validateScreen } from './screen-form';
import { SCREEN_MESSAGES } from '@staffpay/schema/dashboards/screen.schemas';
import { nobodyWatching, withWatching } from './watching';

describe('the screen form', () => {
  it('reads the expiry in the browser’s zone and sends the same instant back', () => {
    const expiresAt = '2099-05-06T07:08:00.000Z';
    const values = initialScreenValues(screenSettings({ expiresAt }));
    expect(values.expiresAt).toBe(localInputOf(expiresAt));
    expect(toScreenInput(values).expiresAt).toBe(expiresAt);
  });

  it('sends no night while the switch is off, whatever hours it holds', () => {
    const values = { ...initialScreenValues(screenSettings()), nightOn: false };
    expect(values.night).toEqual({ from: '22:00', to: '07:00', mode: 'dim' });
    expect(toScreenInput(values).night).toBeNull();
  });

  it('refuses an unpicked playlist dashboard and an empty number, each on its field', () => {
    const values = {
      ...initialScreenValues(screenSettings()),
      departmentRotationSeconds: '',
      playlist: [{ key: 'a', dashboardId: null, seconds: 30 }],
    };
    expect(validateScreen(values)).toEqual({
      departmentRotationSeconds: SCREEN_MESSAGES.badRotation,
      'playlist.0.dashboardId': SCREEN_MESSAGES.badId,
    });
  });

  it('puts each error path on a field the dialog has, and drops the rest', () => {
    expect(
      screenFormErrors({
        'allowedNetworks.3': 'a',
        'allowedNetworks.5': 'b',
        playlist: 'c',
        'playlist.1': 'd',
        'playlist.2.seconds': 'e',
        'night.to': 'f',
        companyId: 'g',
      }),
    ).toEqual({ allowedNetworks: 'a', playlist: 'c', 'playlist.2.seconds': 'e', 'night.to': 'f' });
  });
});

describe('the watching list', () => {
  it('replaces a dashboard’s entry in place and adds one it did not have', () => {
    const list = [nobodyWatching(1), nobodyWatching(2)];
    const two = { ...nobodyWatching(2), count: 3 };
    expect(withWatching(list, two)).toEqual([list[0], two]);
    expect(withWatching(list, nobodyWatching(9)).map((w) => w.dashboardId)).toEqual([1, 2, 9]);
  });
});
