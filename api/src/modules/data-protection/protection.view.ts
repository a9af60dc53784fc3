import type { BusState } from '../../shared/events';

export type HealthStatus = 'healthy' | 'warning' | 'error';
export type ConnectionState = 'connected' | 'slow' | 'disconnected';

/**
 * GET /api/database/health (docs/data-protection.md, 'Health'): the company's figures only, never a
 * sum over tenants.
 */
export interface DatabaseHealthView {
  status: HealthStatus;
  details: {
    connection: ConnectionState;
    timestamp: string;
    /** The round trip of a trivial query, in ms; null when the database did not answer. */
    latencyMs?: number | null;
    employeeCount?: number;
    indexCount?: number;
    triggerCount?: number;
    pendingMigrations?: number;
    events?: BusState;
  };
  /** Why the status is not healthy, one Russian sentence each. */
  problems: string[];
}

/** GET /api/database/integrity/{companyId}. */
export interface DataIntegrityView {
  valid: boolean;
  checkedCount: number;
  issues: string[];
  checkedAt: string;
}
