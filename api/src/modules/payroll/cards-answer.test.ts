import { describe, expect, it } from 'vitest';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { PermissionKey } from '@staffpay/schema/auth/policy';
import type { PayrollInput } from '@staffpay/pay-engine/engine.types';
import type { PayScope } from '../pay-core';
import { restCardOf } from './card.view';
import { restCardsBody } from './cards-body';
import { cardsOf } from './figure-views';
import type { MaskedCard } from './pay-fields';
import { computedOf } from './payroll-compute';
import { cardPersonOf } from '../../../test/support/card-person';
import { patchLoaded } from './payroll-patch';

/**
 * The cards answer as each role gets it, made once per computation and mask and reused: the
 * bytes are always JSON.stringify's of what the role may see, whichever answers were made before,
 * and a field the role may not see is never in them.
 */

const SIZE = 40;
const input: PayrollInput = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  employees: Array.from({ length: SIZE }, (_, i) => ({
    id: i + 1,
    firstName: `Имя${i}`,
    lastName: `Фамилия${(i * 7) % SIZE}`,
    status: 'active',
    departmentIds: [1 + (i % 2)],
  })),
  departments: [1, 2].map((id) => ({ id, name: `Отдел ${id}` })),
  salaryRules: [
    {
      id: 1,
      templateName: 'Доля отдела',
      ruleType: 'percent_department',
      value: '1.5',
      period: 'monthly',
      teamBase: null,
      salaryMode: 'base',
      considerOrdersAndProfit: false,
      appliesTo: { departments: [1, 2], employees: [], groups: [] },
      thresholdType: null,
      thresholdValue: null,
      isActive: true,
    },
  ],
  ruleTemplates: [],
  performance: Array.from({ length: SIZE }, (_, i) => ({
    id: i + 1,
    employeeId: i + 1,
    startDate: '2026-11-01',
    endDate: '2026-11-10',
    ordersCount: 1 + (i % 4),
    employeeProfit: `${1000 + i * 37}.50`,
    bonusRules: [],
    penaltyRules: [],
  })),
  ledger: [
    {
      id: 1,
      employeeId: 3,
      type: 'bonus',
      amount: '150.00',
      reason: 'Премия',
      quantity: null,
      appliedDate: '2026-11-05',
    },
  ],
};
const people = new Map(input.employees.map((e) => [e.id, cardPersonOf(e, `Отдел ${e.departmentIds[0]}`)]));

const scope = (keys: PermissionKey[], ownEmployeeId: number | null = null) =>
  ({
    all: true,
    ownEmployeeId,
    permissions: new Set<PermissionKey>(['salaries.view', ...keys]),
  }) as unknown as PayScope;
const OWNER = scope([FIELD_KEYS.amounts, FIELD_KEYS.profit]);
const NO_AMOUNTS = scope([FIELD_KEYS.profit], 5);
const NOTHING = scope([]);
const AMOUNT_FIELDS = ['baseSalary', 'totalSalary', 'amountDue', 'totalBonuses'] as const;

const bodyOf = (cards: MaskedCard[]) => {
  const { chunks, length } = restCardsBody(cards);
  const body = Buffer.concat(chunks);
  expect(body.length).toBe(length);
  return body.toString();
};

/** Reads every kind of answer of a computation, in an order that mixes them, checking each. */
function readAll(computed: ReturnType<typeof computedOf>) {
  for (const [s, department] of [
    [OWNER, null],
    [NO_AMOUNTS, null],
    [OWNER, 2],
    [NOTHING, null],
    [NO_AMOUNTS, 1],
    [OWNER, null],
  ] as const) {
    const cards = cardsOf(computed, s, department);
    expect(cardsOf(computed, s, department)).toBe(cards);
    const body = bodyOf(cards);
    expect(body).toBe(JSON.stringify(cards.map((c) => restCardOf(c))));
    for (const card of JSON.parse(body) as Record<string, unknown>[]) {
      if (department !== null) expect(card.departmentId).toBe(department);
      const own = card.id === s.ownEmployeeId;
      const amounts = own || s.permissions.has(FIELD_KEYS.amounts);
      for (const field of AMOUNT_FIELDS) expect(card[field] === null).toBe(!amounts);
      // A hidden amount leaves the applied rule's text line without it.
      for (const line of card.appliedRules as string[]) expect(/\d/.test(line)).toBe(amounts);
      expect(card.employeeProfit === null).toBe(!own && !s.permissions.has(FIELD_KEYS.profit));
    }
  }
}

describe('the cards answer per computation and mask', () => {
  it('is the role’s own bytes, through patches and answers of other roles in between', () => {
    let computed = computedOf({ input, people }, input.period);
    readAll(computed);
    for (const id of [1, 2, 3, 8]) {
      const theirs = <T extends { employeeId: number }>(records: T[]) => records.filter((r) => r.employeeId === id);
      const performance = theirs(computed.input.performance);
      performance.push({ ...performance[0]!, id: 100 + id, employeeProfit: '999.99' });
      const employees = computed.input.employees.filter((e) => e.id === id);
      const loaded = {
        employees,
        people: new Map([[id, people.get(id)!]]),
        performance,
        ledger: theirs(computed.input.ledger),
      };
      const next = patchLoaded(computed, [id], loaded);
      // A department's profit moved: its cards are new, so a role's list is a new one too.
      expect(cardsOf(next, NO_AMOUNTS, null)).not.toBe(cardsOf(computed, NO_AMOUNTS, null));
      readAll(next);
      computed = next;
    }
  });
});
