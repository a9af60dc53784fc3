import { clientErrorReportSchema } from '@staffpay/schema/client-errors/client-error.schemas';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { authorize, callerMembership, principalChannel } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { ClientError } from './client-error.entity';
import { CLIENT_ERRORS_CHANGED } from './client-error.events';
import { toClientErrorView, type ClientErrorView } from './client-error.view';

/** What a developer sees, and the most a company keeps: older reports are dropped as new ones come. */
export const KEPT_PER_COMPANY = 200;
const SHOWN = 50;

/**
 * POST /api/client-errors. Kept for the company on screen when the reporter is its member (its
 * developers read them); any other report is counted in the log only. Texts arrive scrubbed and
 * are scrubbed again by the schema: no personal data is stored.
 */
export async function reportClientErrors(ctx: RequestContext, input: unknown): Promise<{ accepted: number }> {
  await ctx.app.rateLimits.consume('clientErrors', `${ctx.auth ? principalChannel(ctx.auth) : 'anonymous'}:${ctx.ip}`);
  const report = parse(clientErrorReportSchema, input);
  const companyId = report.companyId ?? null;
  // An API token keeps only to its own company, as everywhere.
  const member = ctx.auth && companyId ? await callerMembership(ctx, companyId) : null;
  if (!member || !companyId) {
    ctx.app.log.info({ clientErrors: report.errors.length, kinds: report.errors.map((e) => e.kind) }, 'client errors');
    return { accepted: 0 };
  }
  // Per sender above; per company here: many members (or many addresses) cannot flood one company's table.
  await ctx.app.rateLimits.consume('clientErrorsCompany', String(companyId));
  await ctx.em.transactional(async (em) => {
    for (const e of report.errors) {
      em.create(ClientError, {
        company: companyId,
        kind: e.kind,
        message: e.message,
        path: e.path ?? null,
        status: e.status ?? null,
        operation: e.operation ?? null,
        count: e.count,
        occurredAt: new Date(e.occurredAt),
      });
    }
    await em.flush();
    await em.execute(
      `delete from client_errors where company_id = ? and id not in
         (select id from client_errors where company_id = ? order by received_at desc, id desc limit ?)`,
      [companyId, companyId, KEPT_PER_COMPANY],
    );
  });
  await happened(ctx, CLIENT_ERRORS_CHANGED, { companyId, errors: await latest(ctx, companyId) });
  return { accepted: report.errors.length };
}

/** The company's latest client errors, newest first (settings.developer). */
export async function listClientErrors(ctx: RequestContext, companyId: number): Promise<ClientErrorView[]> {
  await authorize(ctx, companyId, 'settings.developer');
  return latest(ctx, companyId);
}

async function latest(ctx: RequestContext, companyId: number): Promise<ClientErrorView[]> {
  const rows = await ctx.em
    .fork()
    .find(ClientError, { company: companyId }, { orderBy: { receivedAt: 'desc', id: 'desc' }, limit: SHOWN });
  return rows.map(toClientErrorView);
}
