// The public face of the data-protection domain: what the wiring (app/) may use.
export { DataProtectionResolver } from './protection.graphql';
export { protectionRoutes } from './protection.rest';
