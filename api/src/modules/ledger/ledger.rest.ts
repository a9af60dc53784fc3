import type { FastifyRequest } from 'fastify';
import {
  body,
  bodyCompanyId,
  companyPeriodQuery,
  companyQuery,
  defineRoutes,
  intId,
  param,
  query,
  successBody,
  withCompany,
} from '../../shared/rest';
import { ledgerFilterSchema, ledgerRecordSchema } from '@staffpay/schema/pay/pay.schemas';
import {
  createLedgerRecord,
  deleteLedgerRecord,
  employeeLedgerHistory,
  listLedgerRecords,
  updateLedgerRecord,
} from './ledger.service';

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
        query: companyPeriodQuery.extend(ledgerFilterSchema.shape),
        response: 'Records with `employeeName`',
      },
      input: (req) => ({ companyId: intId(query(req, 'companyId')), filter: filterOf(req) }),
      handler: (ctx, { companyId, filter }) => listLedgerRecords(ctx, companyId, filter),
    },
    {
      method: 'POST',
      path: '/api/bonuses-penalties',
      answers: 'LedgerRecord',
      doc: {
        summary: 'Book a record',
        description: 'An `Idempotency-Key` header makes a retry answer the first record.',
        body: withCompany(ledgerRecordSchema),
        response: 'The record',
      },
      status: 201,
      input: (req) => ({ data: body(req), key: req.headers['idempotency-key'] }),
      handler: (ctx, { data, key }) => createLedgerRecord(ctx, bodyCompanyId(data), data, key),
    },
    {
      method: 'PUT',
      path: '/api/bonuses-penalties/:id',
      answers: 'LedgerRecord',
      doc: { summary: 'Change a record', body: withCompany(ledgerRecordSchema), response: 'The record' },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateLedgerRecord(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/bonuses-penalties/:id',
      doc: { summary: 'Delete a record', query: companyQuery, response: successBody },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => deleteLedgerRecord(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/employee-bonuses-penalties/:employeeId',
      answers: 'LedgerHistoryEntry',
      doc: {
        summary: "An employee's records, newest first",
        query: companyQuery,
        response: '`[{ id, type, reason, appliedDate, amount, quantity }]`',
      },
      input: (req) => ({ employeeId: intId(param(req, 'employeeId')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { employeeId, companyId }) => employeeLedgerHistory(ctx, companyId, employeeId),
    },
  ],
  'Ledger',
);
