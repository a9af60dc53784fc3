import { cents, type CardTotals } from './dashboard-card';
import { call } from './single-api';

export interface Bonus {
  employeeId: number;
  amountCents: number;
  /** The employee's totalBonuses once this bonus is booked. */
  totalCents: number;
}

/**
 * Bonuses booked through the REST ledger for random active employees, dated today in the
 * company's timezone (the month every dashboard shows), with each employee's expected
 * totalBonuses kept in step so a push can be recognised as the one for this booking.
 */
export class BonusBook {
  private readonly totals = new Map<number, number>();
  private readonly active: number[];
  private readonly today: Intl.DateTimeFormat;

  constructor(
    private readonly companyId: number,
    private readonly token: string,
    timezone: string,
    cards: CardTotals[],
  ) {
    for (const card of cards) this.totals.set(card.id, cents(card.totalBonuses));
    this.active = cards.filter((c) => c.status === 'active').map((c) => c.id);
    if (!this.active.length) throw new Error('no active employee with a card to book bonuses for');
    this.today = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }

  /** The next bonus: a random active employee, 100.00–999.99. */
  plan(): Bonus {
    const employeeId = this.active[Math.floor(Math.random() * this.active.length)]!;
    const amountCents = 10_000 + Math.floor(Math.random() * 90_000);
    return { employeeId, amountCents, totalCents: this.totals.get(employeeId)! + amountCents };
  }

  async book(apiUrl: string, bonus: Bonus): Promise<void> {
    const body = {
      companyId: this.companyId,
      employeeId: bonus.employeeId,
      type: 'bonus',
      amount: (bonus.amountCents / 100).toFixed(2),
      reason: 'Бенч: премия',
      appliedDate: this.today.format(new Date()),
    };
    await call(`${apiUrl}/api/bonuses-penalties`, this.token, { method: 'POST', body: JSON.stringify(body) });
    this.totals.set(bonus.employeeId, bonus.totalCents);
  }
}
