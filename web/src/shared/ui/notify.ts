import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/shared/errors/error-message';

/** Toasts: one visible at a time (the provider's limit), for 5 seconds. */
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

/** The last toast before the browser leaves to sign in again (docs/developer-settings.md, the error monitor). */
export function notifyLeaving(message: string, title: string) {
  notifyError(message, title);
  leaving = true;
}

/**
 * Runs a change with the screens' toasts: `success` (titled `successTitle`), or 'Ошибка'
 * with the server's message (a field's refusal, a conflict) or the `failure` fallback. Resolves
 * to whether it succeeded, so a dialog knows to close.
 */
export async function withToasts(
  run: () => Promise<unknown>,
  success: string,
  failure: string,
  successTitle?: string,
): Promise<boolean> {
  try {
    await run();
    notifySuccess(success, successTitle);
    return true;
  } catch (e) {
    notifyError(errorMessage(e, failure));
    return false;
  }
}
