import type { ClientErrorKind } from '@staffpay/schema/client-errors/client-error.schemas';
import type { ClientError } from './client-error.entity';

export interface ClientErrorView {
  id: number;
  kind: ClientErrorKind;
  message: string;
  path: string | null;
  status: number | null;
  operation: string | null;
  count: number;
  occurredAt: string;
  receivedAt: string;
}

export const toClientErrorView = (e: ClientError): ClientErrorView => ({
  id: e.id,
  kind: e.kind,
  message: e.message,
  path: e.path ?? null,
  status: e.status ?? null,
  operation: e.operation ?? null,
  count: e.count,
  occurredAt: e.occurredAt.toISOString(),
  receivedAt: e.receivedAt.toISOString(),
});
