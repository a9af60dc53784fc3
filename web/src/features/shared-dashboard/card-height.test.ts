import { describe, expect, it } from 'vitest';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { cardHeightRem, tallestCardRem } from './card-height';
import { employee, STAFF } from './shared-dashboard.fixtures';

const card = (over: Record<string, unknown>) => employee(9, 'Ия Ли', over) as unknown as SharedEmployeeFieldsFragment;

describe('the height of a wall screen card', () => {
  it('grows with its lines: figures, up to three rules, and "+N еще"', () => {
    const bare = card({ shouldShowOrdersAndProfit: false, appliedRules: [] });
    const figures = card({ appliedRules: [] });
    const oneRule = card({});
    const many = STAFF[0] as unknown as SharedEmployeeFieldsFragment;
    expect(cardHeightRem(bare)).toBeLessThan(cardHeightRem(figures));
    expect(cardHeightRem(figures)).toBeLessThan(cardHeightRem(oneRule));
    expect(cardHeightRem(oneRule)).toBeLessThan(cardHeightRem(many));
    // Privacy mode shows no figures: no line for them.
    expect(cardHeightRem(figures, true)).toBe(cardHeightRem(bare));
  });

  it('draws every card as tall as the tallest', () => {
    const staff = STAFF as unknown as SharedEmployeeFieldsFragment[];
    expect(tallestCardRem(staff)).toBe(Math.max(...staff.map((e) => cardHeightRem(e))));
    expect(tallestCardRem([])).toBe(0);
  });
});
