// The public face of the API tokens feature: what the settings screen may use.
export { ApiTokensTab } from './components/ApiTokensTab';
export { WebhooksPanel } from './components/WebhooksPanel';
