import { describe, expect, it } from 'vitest';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { cardLines, isPositive, RULE_BADGES, shownLines, signedAmount } from './rule-badges';
import { employee } from './shared-dashboard.fixtures';
import { SHARED_DASHBOARD } from './shared-dashboard.messages';

type Rule = SharedEmployeeFieldsFragment['appliedRules'][number];
const rule = (salaryMode: Rule['salaryMode'], calculatedAmount: string, name = 'Правило'): Rule => ({
  name,
  salaryMode,
  calculatedAmount,
});

describe('rule badges', () => {
  it('mark Б bonus, Ш penalty, А advance, Баз base', () => {
    expect(RULE_BADGES.bonus.letter).toBe('Б');
    expect(RULE_BADGES.penalty.letter).toBe('Ш');
    expect(RULE_BADGES.advance.letter).toBe('А');
    expect(RULE_BADGES.base.letter).toBe('Баз');
  });

  it('add the month’s manual bonuses and penalties beyond the rules, and the advances, as lines of their own', () => {
    const e = employee(1, 'Анна Иванова', {
      appliedRules: [
        rule('base', '30000.00', 'Оклад'),
        rule('bonus', '1000.00', 'План'),
        rule('penalty', '200.00', 'Опоздания'),
      ],
      bonusAmount: '6000.10',
      penaltyAmount: '500.00',
      advanceAmount: '3000.00',
    }) as SharedEmployeeFieldsFragment;
    expect(cardLines(e)).toEqual([
      { kind: 'base', name: 'Оклад', amount: '30000.00' },
      { kind: 'bonus', name: 'План', amount: '1000.00' },
      { kind: 'penalty', name: 'Опоздания', amount: '-200.00' },
      { kind: 'bonus', name: 'Бонусы', amount: '5000.10' },
      { kind: 'penalty', name: 'Штрафы', amount: '-300.00' },
      { kind: 'advance', name: 'Авансы', amount: '-3000.00' },
    ]);
    // Nothing beyond the rules, and advances hidden by the dashboard: the rules alone.
    const plain = employee(2, 'Борис Петров', { advanceAmount: null }) as SharedEmployeeFieldsFragment;
    expect(cardLines(plain)).toEqual([{ kind: 'base', name: 'Оклад', amount: '30000.00' }]);
  });

  it('show up to 3 lines and count the rest as “+N еще”', () => {
    const lines = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ kind: 'bonus' as const, name, amount: '1.00' }));
    expect(shownLines(lines)).toEqual({ shown: lines.slice(0, 3), more: 2 });
    expect(shownLines(lines.slice(0, 3))).toEqual({ shown: lines.slice(0, 3), more: 0 });
    expect(shownLines([])).toEqual({ shown: [], more: 0 });
    expect(SHARED_DASHBOARD.moreRules(2)).toBe('+2 еще');
  });

  it('take a penalty’s amount away, and colour only amounts above zero as positive', () => {
    expect(signedAmount(rule('penalty', '700.00'))).toBe('-700.00');
    expect(signedAmount(rule('bonus', '5000.00'))).toBe('5000.00');
    expect(signedAmount(rule('base', '-120.00'))).toBe('-120.00');
    expect(isPositive('5000.00')).toBe(true);
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('-700.00')).toBe(false);
  });
});
