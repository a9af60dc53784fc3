// The public face of the api-tokens domain: what the domains above and the wiring (app/) may use.
export { apiTokenCaller, consumeApiTokenRequest, isApiToken, resolveApiToken } from './api-token-auth';
export { ApiToken } from './api-token.entity';
export { ApiTokenResolver } from './api-token.graphql';
export { apiTokenRoutes } from './api-token.rest';
export { integrationDirectory } from './integration.directory';
export { Integration } from './integration.entity';
export { IntegrationResolver } from './integration.graphql';
export { integrationRoutes } from './integration.rest';
