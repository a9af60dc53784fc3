import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  body,
  companyAndId,
  companyIdAndBody,
  defineRoutes,
  intId,
  param,
  periodFields,
  query,
  successBody,
} from '../../shared/rest';
import { ledgerCorrectionSchema, ledgerFilterSchema, ledgerRecordSchema } from '@staffpay/schema/pay/pay.schemas';
import { updatedSinceQuery } from '../../shared/change-feed';
import {
  correctLedgerRecord,
  createLedgerRecord,
  deleteLedgerRecord,
  employeeLedgerHistory,
  listLedgerRecords,
  updateLedgerRecord,
} from './ledger.service';
import { ledgerHistoryAnswer, ledgerRecordAnswer } from '@staffpay/schema/pay/pay.responses';

/** The list's filter and period as query parameters; an employeeId that is not digits becomes NaN for the service to refuse. */
function filterOf(req: FastifyRequest): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const key of ['type', 'search', 'period', 'from', 'to'] as const) {
    const v = query(req, key);
    if (v !== undefined && v !== '') filter[key] = v;
  }
  const employeeId = query(req, 'employeeId');
  if (employeeId !== undefined && employeeId !== '') filter.employeeId = intId(employeeId);
  return filter;
}

export const ledgerRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/bonuses-penalties',
      answers: 'LedgerRecord',
      doc: {
        summary: 'Bonuses, penalties, advances and piecework, newest first',
        query: z.object(periodFields).extend(ledgerFilterSchema.shape).extend(updatedSinceQuery.shape),
        response: z.array(ledgerRecordAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, filter: filterOf(req), updatedSince: query(req, 'updatedSince') }),
      handler: (ctx, { companyId, filter, updatedSince }) =>
        listLedgerRecords(ctx, companyId, filter, { updatedSince }),
    },
    {
      method: 'POST',
      path: '/api/bonuses-penalties',
      answers: 'LedgerRecord',
      doc: {
        summary: 'Book a record',
        description:
          'An `Idempotency-Key` header makes a retry answer the first record (201), for as long as that record exists; the retry must mean the same booking (the same employee, type, amount, reason, quantity and, when named, date), else 409 `IDEMPOTENCY_KEY_REUSED`.',
        body: ledgerRecordSchema,
        response: ledgerRecordAnswer,
      },
      status: 201,
      company: 'body',
      ownIdempotency: true,
      input: (req, companyId) => ({ companyId, data: body(req), key: req.headers['idempotency-key'] }),
      handler: (ctx, { companyId, data, key }) => createLedgerRecord(ctx, companyId, data, key),
    },
    {
      method: 'POST',
      path: '/api/ledger-records/:id/corrections',
      answers: 'LedgerRecord',
      doc: {
        summary: 'Correct a record of a fixed period',
        description:
          'Books a new record of the same employee on the first day of the first later month without a fixed day, naming the original (`correctsRecordId`). 409 when the original is not in a fixed period.',
        body: ledgerCorrectionSchema,
        response: ledgerRecordAnswer,
      },
      status: 201,
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => correctLedgerRecord(ctx, companyId, id, data),
    },
    {
      method: 'PUT',
      path: '/api/bonuses-penalties/:id',
      answers: 'LedgerRecord',
      doc: { summary: 'Change a record', body: ledgerRecordSchema, response: ledgerRecordAnswer },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateLedgerRecord(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/bonuses-penalties/:id',
      doc: { summary: 'Delete a record', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteLedgerRecord(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/employee-bonuses-penalties/:employeeId',
      answers: 'LedgerHistoryEntry',
      doc: {
        summary: "An employee's records, newest first",
        response: z.array(ledgerHistoryAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({ employeeId: intId(param(req, 'employeeId')), companyId }),
      handler: (ctx, { employeeId, companyId }) => employeeLedgerHistory(ctx, companyId, employeeId),
    },
  ],
  'Ledger',
);
