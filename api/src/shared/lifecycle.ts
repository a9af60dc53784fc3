/**
 * Whether this process is shutting down (SIGTERM, docs/deploy.md "Graceful drain"): its readiness
 * answers 503 `draining` and new requests are turned away, while what is in flight finishes.
 */
export interface Lifecycle {
  draining: boolean;
}
