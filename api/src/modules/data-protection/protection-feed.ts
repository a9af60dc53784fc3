import type { AppDeps } from '../../shared/context';
import type { EventName } from '../../shared/events';
import { watchEvents } from '../../shared/live/event-watch';
import { healthOf } from './database-health';
import { integrityOf } from './integrity.service';
import type { DatabaseHealthView, DataIntegrityView } from './protection.view';

/** What can change the health (the employee count) or the integrity of a company's records. */
const RECHECK_ON: readonly EventName[] = ['employeeChanged', 'departmentChanged', 'branchChanged', 'payChanged'];
/** A burst of changes (an import, a restore) is rechecked once, at most this often. */
const RECHECK_EVERY_MS = 1_000;
/** The first change waits this long for the rest of its burst. */
const SETTLE_MS = 200;

interface Listeners {
  health: Set<(view: DatabaseHealthView) => void>;
  integrity: Set<(view: DataIntegrityView) => void>;
}

/**
 * One feed per company and process with live data protection screens: it watches the company's
 * changes, rechecks once per burst for every subscriber and pushes a view only when it moved (the
 * health's time and latency do not count as a move). Idle screens cost nothing.
 */
class ProtectionFeed {
  readonly listeners: Listeners = { health: new Set(), integrity: new Set() };
  private lastHealth = '';
  private lastIntegrity = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastRun = 0;
  private readonly unwatch: () => void;

  constructor(
    private readonly app: AppDeps,
    private readonly companyId: number,
    private readonly onIdle: () => void,
  ) {
    const unwatchEvents = watchEvents(app.events, RECHECK_ON, companyId, () => this.schedule());
    // Redis lost or back changes the health, not the company: every feed hears it.
    const unwatchBus = app.events.onStateChange(() => this.schedule());
    this.unwatch = () => {
      unwatchEvents();
      unwatchBus();
    };
  }

  /** The views a new subscriber starts from, so its first push is a real change. */
  seed(health: DatabaseHealthView | null, integrity: DataIntegrityView | null): void {
    if (health) this.lastHealth = healthKey(health);
    if (integrity) this.lastIntegrity = integrityKey(integrity);
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(SETTLE_MS, this.lastRun + RECHECK_EVERY_MS - Date.now());
    this.timer = setTimeout(() => void this.recheck(), wait);
  }

  private async recheck(): Promise<void> {
    this.lastRun = Date.now();
    try {
      if (this.listeners.health.size > 0) {
        const health = await healthOf(this.app, this.companyId);
        const key = healthKey(health);
        if (key !== this.lastHealth) {
          this.lastHealth = key;
          for (const push of this.listeners.health) push(health);
        }
      }
      if (this.listeners.integrity.size > 0) {
        const integrity = await integrityOf(this.app.orm.em, this.companyId);
        const key = integrityKey(integrity);
        if (key !== this.lastIntegrity) {
          this.lastIntegrity = key;
          for (const push of this.listeners.integrity) push(integrity);
        }
      }
    } catch (err) {
      this.app.log.error({ err, companyId: this.companyId }, 'data protection recheck failed');
    } finally {
      this.timer = null;
    }
  }

  release(): void {
    if (this.listeners.health.size + this.listeners.integrity.size > 0) return;
    this.unwatch();
    if (this.timer) clearTimeout(this.timer);
    this.onIdle();
  }
}

const healthKey = ({ status, details, problems }: DatabaseHealthView) =>
  JSON.stringify([
    status,
    details.connection,
    details.employeeCount,
    details.indexCount,
    details.triggerCount,
    details.pendingMigrations,
    details.events,
    problems,
  ]);
const integrityKey = ({ valid, checkedCount, issues }: DataIntegrityView) =>
  JSON.stringify([valid, checkedCount, issues]);

const feeds = new WeakMap<AppDeps, Map<number, ProtectionFeed>>();

/** The process's feed of a company, made on the first subscriber and dropped after the last. */
export function protectionFeed(app: AppDeps, companyId: number): ProtectionFeed {
  let byCompany = feeds.get(app);
  if (!byCompany) feeds.set(app, (byCompany = new Map()));
  let feed = byCompany.get(companyId);
  if (!feed) {
    const companies = byCompany;
    feed = new ProtectionFeed(app, companyId, () => companies.delete(companyId));
    companies.set(companyId, feed);
  }
  return feed;
}
