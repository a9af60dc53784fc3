// The public face of the client-errors domain: what the wiring (app/) may use.
export { ClientError } from './client-error.entity';
export { ClientErrorResolver } from './client-error.graphql';
export { clientErrorRoutes } from './client-error.rest';
