import type { RequestContext } from '../../shared/context';
import type { ChangeKind } from '../../shared/events';

/** What changed in pay: the live screens recompute the figures of exactly these employees and dates. */
export interface PayEvent {
  companyId: number;
  source: 'ledger' | 'performance' | 'salaryTemplate' | 'bonusTemplate' | 'penaltyTemplate' | 'fix' | 'restore';
  action: ChangeKind | 'toggled' | 'fixed' | 'reopened' | 'replaced';
  /** The record, template or fix concerned. */
  id: number;
  /** The employees whose figures may have changed; null when it may be anyone (a template change). */
  employeeIds: number[] | null;
  /** The dates whose periods changed ('YYYY-MM-DD'); empty when every period may have. */
  dates: string[];
}

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: a ledger record, performance record, template or fixed period changed. */
    payChanged: PayEvent;
  }
}

/** After commit. */
export function publishPay(ctx: RequestContext, event: PayEvent): Promise<void> {
  return ctx.app.events.publish('payChanged', event.companyId, event);
}
