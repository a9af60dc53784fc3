// The public face of the health domain: what the domains above it and the wiring (app/) may use.
export { HealthResolver } from './health.graphql';
export { healthRoutes } from './health.rest';
