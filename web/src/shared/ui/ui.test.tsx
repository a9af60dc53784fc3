import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApollo, renderApp } from '@/test/render';
import { isZeroText, NumberField } from './NumberField';
import { avatarLetter } from './UserAvatar';

describe('avatarLetter', () => {
  it('is the uppercase first letter of the first name, or U', () => {
    expect(avatarLetter('анна')).toBe('А');
    expect(avatarLetter('  bob')).toBe('B');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter(null)).toBe('U');
  });
});

describe('number inputs holding zero', () => {
  it('recognises 0 and 0.00', () => {
    expect(['0', '0.00', '0,0', '0.'].every(isZeroText)).toBe(true);
    expect(['10', '0.5', '', '00.1'].some(isZeroText)).toBe(false);
  });

  it('selects the content on focus when it holds 0', async () => {
    renderApp(<NumberField label="Сумма" defaultValue={0} />, { client: fakeApollo({}).client });
    const input = screen.getByLabelText('Сумма') as HTMLInputElement;
    fireEvent.focus(input);
    await waitFor(() => expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]));
  });

  it('leaves other values alone', async () => {
    renderApp(<NumberField label="Сумма" defaultValue={15} />, { client: fakeApollo({}).client });
    const input = screen.getByLabelText('Сумма') as HTMLInputElement;
    input.setSelectionRange(2, 2);
    fireEvent.focus(input);
    await new Promise((r) => setTimeout(r, 20));
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });
});
