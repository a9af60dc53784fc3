import type { DeveloperSettingsView } from './developer-settings.view';

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: the settings as a developer reads them; the subscription masks the key’s end for others. */
    developerSettingsChanged: DeveloperSettingsView;
  }
}
