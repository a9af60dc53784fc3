import type { FastifyRequest } from 'fastify';
import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../shared/rest';
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

export const ledgerRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/bonuses-penalties',
    input: (req) => ({ companyId: intId(query(req, 'companyId')), filter: filterOf(req) }),
    handler: (ctx, { companyId, filter }) => listLedgerRecords(ctx, companyId, filter),
  },
  {
    method: 'POST',
    path: '/api/bonuses-penalties',
    status: 201,
    input: (req) => ({ data: body(req), key: req.headers['idempotency-key'] }),
    handler: (ctx, { data, key }) => createLedgerRecord(ctx, bodyCompanyId(data), data, key),
  },
  {
    method: 'PUT',
    path: '/api/bonuses-penalties/:id',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateLedgerRecord(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/bonuses-penalties/:id',
    input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { id, companyId }) => deleteLedgerRecord(ctx, companyId, id),
    output: () => ({ success: true }),
  },
  {
    method: 'GET',
    path: '/api/employee-bonuses-penalties/:employeeId',
    input: (req) => ({ employeeId: intId(param(req, 'employeeId')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { employeeId, companyId }) => employeeLedgerHistory(ctx, companyId, employeeId),
  },
]);
