import { declareEvent, declareStoredEvent, sent, stored } from '../../shared/events';
import { completedEventData, type ExportView } from './export.view';

declare module '../../shared/events' {
  interface DomainEvents {
    /** An export was requested or began: the screens of the company's exports follow it. */
    exportChanged: ExportView;
    /** An export finished, done or failed: announced to webhooks (`export.completed`) and the screens. */
    exportCompleted: ExportView;
  }
}

export const EXPORT_CHANGED = declareEvent('exportChanged', (view) => sent('exportChanged', view.companyId, view));

/** Stored in the job's completing transaction, so the announcement survives whatever follows. */
export const EXPORT_COMPLETED = declareStoredEvent(
  'exportCompleted',
  (view) => sent('exportChanged', view.companyId, view),
  (view) => stored('export.completed', view.companyId, completedEventData(view)),
);
