import type { PayChangeAction, PayChangeSource } from '@staffpay/schema/pay/pay.enums';
import { declareEvent, sent } from '../../shared/events';

/** What changed in pay: the live screens recompute the figures of exactly these employees and dates. */
export interface PayEvent {
  companyId: number;
  /** Declared in the contract (PAY_CHANGE_SOURCE, PAY_CHANGE_ACTION): GraphQL answers them as enums too. */
  source: PayChangeSource;
  action: PayChangeAction;
  /** The record, template or fix concerned. */
  id: number;
  /** The employees whose figures may have changed; null when it may be anyone (a template change). */
  employeeIds: number[] | null;
  /** The dates whose periods changed ('YYYY-MM-DD'); empty when every period may have. */
  dates: string[];
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** A ledger record, performance record, template or fixed period changed. */
    payChanged: PayEvent;
  }
}

/** Sent on the company's channel. */
export const PAY_CHANGED = declareEvent('payChanged', (event) => sent('payChanged', event.companyId, event));
