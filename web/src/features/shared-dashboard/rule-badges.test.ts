import { describe, expect, it } from 'vitest';
import type { SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { cardRules, isPositive, RULE_BADGES, signedAmount } from './rule-badges';
import { SHARED_DASHBOARD } from './shared-dashboard.messages';

type Rule = SharedEmployeeFieldsFragment['appliedRules'][number];
const rule = (salaryMode: Rule['salaryMode'], calculatedAmount: string, name = 'Правило'): Rule => ({
  name,
  salaryMode,
  calculatedAmount,
});

describe('rule badges', () => {
  it('mark Б bonus, Ш penalty, Баз base', () => {
    expect(RULE_BADGES.bonus.letter).toBe('Б');
    expect(RULE_BADGES.penalty.letter).toBe('Ш');
    expect(RULE_BADGES.base.letter).toBe('Баз');
  });

  it('show up to 3 rules and count the rest as “+N еще”', () => {
    const rules = ['a', 'b', 'c', 'd', 'e'].map((name) => rule('bonus', '1.00', name));
    expect(cardRules(rules)).toEqual({ shown: rules.slice(0, 3), more: 2 });
    expect(cardRules(rules.slice(0, 3))).toEqual({ shown: rules.slice(0, 3), more: 0 });
    expect(cardRules([])).toEqual({ shown: [], more: 0 });
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
