import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { companyCache } from '../../shared/cache/company-cache';
import { pushQueue } from '../../shared/live/push-queue';
import { watchEvents } from '../../shared/live/event-watch';
import { TODAY_MOVED_BY, todaysList, type BirthdayView } from '../birthdays';
import { employeesPlacedIn } from '../staff';
import { consumeSharedRead } from './share-rate-limit';
import { shareScope } from './share-token';
import { findShared } from './shared-dashboard.service';
import { sharedFieldsOf } from './shared-fields';

/** Lets the process's lists drop their entries on the same event before they are read again. */
const SETTLE_MS = 5;
/** Staff, structure, settings, a new day, and the dashboard's own edits move a link's list. */
const MOVED_BY = [...TODAY_MOVED_BY, 'customDashboardChanged'] as const;

/**
 * Today's birthdays for a public link: none when the company turned the dashboard's birthday
 * widget off, otherwise those of the employees in the dashboard's departments (any of theirs)
 * and branches (their first), like its cards. The entry holds no birth date or year.
 */
async function sharedBirthdaysOf(em: EntityManager, app: RequestContext['app'], shareToken: unknown, ip: string) {
  const { dashboard, company } = await findShared(em, shareToken, ip);
  // A birthday on the wall tells the date: only when the editor's role may see birth dates.
  const { birthDate } = await sharedFieldsOf(app, em, dashboard);
  if (!company.showBirthdaysOnDashboard || !birthDate)
    return { token: dashboard.shareUrl, companyId: company.id, list: [] };
  const all = await todaysList(app, company.id, new Date());
  const { selectedDepartments: departments, selectedBranches: branches } = dashboard;
  if (all.length === 0 || (departments.length === 0 && branches.length === 0)) {
    return { token: dashboard.shareUrl, companyId: company.id, list: all };
  }
  const ids = new Set(
    await employeesPlacedIn(
      em,
      all.map((v) => v.id),
      departments,
      branches,
    ),
  );
  return { token: dashboard.shareUrl, companyId: company.id, list: all.filter((v) => ids.has(v.id)) };
}

/** The public birthday banner's list; no sign-in, rate-limited with the link's other reads. */
export async function sharedDashboardBirthdays(ctx: RequestContext, shareToken: unknown): Promise<BirthdayView[]> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  return (await sharedBirthdaysOf(ctx.em, ctx.app, shareToken, ctx.ip)).list;
}

/**
 * The banner's list, pushed whole when it changes (staff, structure, settings, the dashboard's
 * selections, the company's new day); completes when the link is rotated or the dashboard deleted.
 * Every screen of a link reads the process's one list of that link, read once per change.
 */
export async function sharedDashboardBirthdaysChanges(
  ctx: RequestContext,
  shareToken: unknown,
): Promise<AsyncIterableIterator<BirthdayView[]>> {
  await consumeSharedRead(ctx.app, ctx.ip, shareToken);
  const first = await sharedBirthdaysOf(ctx.em, ctx.app, shareToken, ctx.ip);
  const { token, companyId } = first;
  let last = JSON.stringify(first.list);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const ended = ctx.app.events.subscribe('sharedDashboardEnded', shareScope(token))[Symbol.asyncIterator]();
  const unwatch = watchEvents(ctx.app.events, MOVED_BY, companyId, () => {
    timer ??= setTimeout(() => void refresh(), SETTLE_MS);
  });
  const { push, iterator } = pushQueue<BirthdayView[]>(() => {
    unwatch();
    void ended.return?.();
    if (timer) clearTimeout(timer);
  });
  const refresh = async () => {
    timer = null;
    try {
      const now = (
        await companyCache(ctx.app.events, 'sharedBirthdays', MOVED_BY).get(companyId, token, () =>
          sharedBirthdaysOf(ctx.app.orm.em.fork(), ctx.app, token, ctx.ip),
        )
      ).list;
      const json = JSON.stringify(now);
      if (json === last) return;
      last = json;
      push(now);
    } catch (error) {
      // A link that stopped answering ends the stream; anything else is ours and is logged.
      if (!(error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN'))) {
        ctx.app.log.error({ err: error, companyId }, 'shared birthdays refresh failed');
        return;
      }
      void iterator.return!();
    }
  };
  void ended.next().then((next) => {
    if (!next.done) void iterator.return!();
  });
  return iterator;
}
