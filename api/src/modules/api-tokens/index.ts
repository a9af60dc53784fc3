// The public face of the api-tokens domain: what the wiring (app/) may use.
export { consumeApiTokenRequest, isApiToken, resolveApiToken } from './api-token-auth';
export { ApiToken } from './api-token.entity';
export { apiTokenStands } from './api-token-queries';
export { ApiTokenResolver } from './api-token.graphql';
export { apiTokenRoutes } from './api-token.rest';
