// The public face of the developer-settings domain: what the domains above it and the wiring (app/) may use.
export { aiSettingsOf, type AiSettings } from './ai-settings';
export { DeveloperSettings } from './developer-settings.entity';
export { DeveloperSettingsResolver } from './developer-settings.graphql';
export { developerSettingsRoutes } from './developer-settings.rest';
export { settingsOf } from './developer-settings.service';
export { brandingOfView, toBrandingView, type BrandingView } from './developer-settings.view';
export {
  announceDeveloperSettings,
  developerSettingsForBackup,
  restoreDeveloperSettings,
} from './developer-settings-backup';
