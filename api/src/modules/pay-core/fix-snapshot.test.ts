import { describe, expect, it } from 'vitest';
import { BACKUP_VERSION } from '@staffpay/schema/data-protection/backup.schemas';
import { fixSnapshotSchema } from '@staffpay/schema/pay/fix-snapshot.schemas';
import { remapSnapshot, snapshotLines, snapshotOf, typedSnapshot, type SnapshotReferences } from './fix-snapshot';

const line = (id: number, amount: string) => ({ id, reason: 'r', amount, appliedDate: '2026-10-05' });
const figures = {
  employeeId: 7,
  appliedRules: [
    { source: 'salary', ruleId: 3, name: 'Оклад', salaryMode: 'base', calculatedAmount: '30000.00' },
    { source: 'bonus', ruleId: 3, name: 'За отзыв', salaryMode: 'bonus', calculatedAmount: '500.00' },
  ],
  bonuses: [line(11, '5000.00')],
  penalties: [line(12, '100.50')],
  advances: [],
  pieceworks: [line(13, '1500.00')],
  totalSalary: '36399.50',
};
const snapshot = {
  period: { from: '2026-10-01', to: '2026-10-31' },
  card: { ...figures, id: 7, departmentId: 2, branchId: 4, photoUrl: '/api/images/a', figures },
};

const shifted: SnapshotReferences = {
  employee: (id) => id + 100,
  department: (id) => id + 200,
  branch: () => null,
  salaryTemplate: (id) => id + 300,
  ruleTemplate: (id) => id + 400,
  ledger: (id) => (id === 12 ? null : id + 500),
  photoUrl: (url) => `${url}-new`,
};

describe('remapSnapshot', () => {
  it('maps every reference of the card and of its figures, by what each names', () => {
    const out = remapSnapshot(snapshot, shifted) as typeof snapshot;
    for (const part of [out.card, out.card.figures]) {
      expect(part.employeeId).toBe(107);
      expect(part.appliedRules.map((r) => r.ruleId)).toEqual([303, 403]);
      expect(part.bonuses[0]!.id).toBe(511);
      expect(part.penalties[0]!.id).toBeNull();
      expect(part.pieceworks[0]!.id).toBe(513);
    }
    expect(out.card).toMatchObject({ id: 107, departmentId: 202, branchId: null, photoUrl: '/api/images/a-new' });
  });

  it('keeps the history as fixed: figures, names and the period are untouched, the input is not changed', () => {
    const before = JSON.stringify(snapshot);
    const out = remapSnapshot(snapshot, shifted) as typeof snapshot;
    expect(JSON.stringify(snapshot)).toBe(before);
    expect(out.period).toEqual(snapshot.period);
    expect(out.card.totalSalary).toBe('36399.50');
    expect(out.card.figures.appliedRules.map((r) => r.name)).toEqual(['Оклад', 'За отзыв']);
  });

  it('leaves a snapshot without a card as it is', () => {
    expect(remapSnapshot({ period: snapshot.period }, shifted)).toEqual({ period: snapshot.period });
  });
});

describe('snapshotLines', () => {
  it('lists the ledger records the card summed, with their type', () => {
    expect(snapshotLines(snapshot)).toEqual([
      { type: 'bonus', id: 11, amount: '5000.00' },
      { type: 'penalty', id: 12, amount: '100.50' },
      { type: 'piecework', id: 13, amount: '1500.00' },
    ]);
    expect(snapshotLines({})).toEqual([]);
  });
});

describe('typedSnapshot', () => {
  it('reads a snapshot fixed before quantities were kept: lines typed, quantity null, figures as fixed', () => {
    const typed = typedSnapshot(snapshot);
    expect(fixSnapshotSchema.safeParse(typed).error).toBeUndefined();
    expect(typed.formatVersion).toBe(BACKUP_VERSION);
    expect(typed.card.figures).toMatchObject({ totalSalary: '36399.50', baseSalary: null, totalAdvances: null });
    expect(typed.card.ledgerLines.map((l) => [l.type, l.id, l.amount, l.quantity])).toEqual([
      ['bonus', 11, '5000.00', null],
      ['penalty', 12, '100.50', null],
      ['piecework', 13, '1500.00', null],
    ]);
    expect(typed.card.appliedRules[1]).toMatchObject({
      source: 'bonus',
      ruleSource: 'bonus',
      calculatedAmount: '500.00',
    });
  });

  it('a new snapshot keeps each line’s quantity, in the card and its figures, without touching the lines given', () => {
    const stored = snapshotOf(snapshot.period, snapshot.card, figures, new Map([[13, 3]]));
    expect(typedSnapshot(stored).card.ledgerLines.find((l) => l.type === 'piecework')?.quantity).toBe(3);
    expect(((stored.card as any).figures.pieceworks[0] as { quantity: number }).quantity).toBe(3);
    expect('quantity' in figures.pieceworks[0]!).toBe(false);
  });
});
