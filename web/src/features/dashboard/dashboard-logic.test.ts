import { describe, expect, it } from 'vitest';
import { barValue, emptyCardsText, thresholdColor } from './dashboard-logic';
import { DASHBOARD } from './dashboard.messages';

describe('threshold bars', () => {
  it('change colour at 60, 80 and 100', () => {
    expect(['0.0', '59.9', '60.0', '79.9', '80.0', '99.9', '100.0', '125.0'].map(thresholdColor)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'blue',
      'blue',
      'teal',
      'teal',
    ]);
  });

  it('cap the fill at 100 % while the figure stays the engine’s', () => {
    expect(barValue('125.0')).toBe(100);
    expect(barValue('87.5')).toBe(87.5);
    expect(barValue('-3')).toBe(0);
    expect(barValue('junk')).toBe(0);
  });
});

describe('empty cards', () => {
  it('says which: the department or the company', () => {
    expect(emptyCardsText(true, DASHBOARD)).toBe('В этом отделе нет сотрудников');
    expect(emptyCardsText(false, DASHBOARD)).toBe('Нет активных сотрудников');
  });
});
