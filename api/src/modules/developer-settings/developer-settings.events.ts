import { declareEvent, sent } from '../../shared/events';
import type { DeveloperSettingsView } from './developer-settings.view';

declare module '../../shared/events' {
  interface DomainEvents {
    /** The settings as a developer reads them; the subscription masks the key’s end for others. */
    developerSettingsChanged: DeveloperSettingsView;
  }
}

/** Sent on the company's channel. */
export const DEVELOPER_SETTINGS_CHANGED = declareEvent('developerSettingsChanged', (view) =>
  sent('developerSettingsChanged', view.companyId, view),
);
