import { notifications } from '@mantine/notifications';

/** Toasts: one visible at a time (the provider's limit), 5 seconds (spec 9). */
export const TOAST_MS = 5_000;

/** Set once the page is leaving to sign in: that toast stays, the screens' own failures are not shown over it. */
let leaving = false;

export function notifySuccess(message: string, title?: string) {
  if (leaving) return;
  notifications.clean();
  notifications.show({ color: 'teal', title, message, autoClose: TOAST_MS });
}

export function notifyError(message: string, title = 'Ошибка') {
  if (leaving) return;
  notifications.clean();
  notifications.show({ color: 'red', title, message, autoClose: TOAST_MS });
}

/** The last toast before the browser leaves to sign in again (spec 8). */
export function notifyLeaving(message: string, title: string) {
  notifyError(message, title);
  leaving = true;
}
