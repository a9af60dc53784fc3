import { notifications } from '@mantine/notifications';

/** Toasts: one visible at a time (the provider's limit), 5 seconds (spec 9). */
export const TOAST_MS = 5_000;

export function notifySuccess(message: string, title?: string) {
  notifications.clean();
  notifications.show({ color: 'teal', title, message, autoClose: TOAST_MS });
}

export function notifyError(message: string, title = 'Ошибка') {
  notifications.clean();
  notifications.show({ color: 'red', title, message, autoClose: TOAST_MS });
}
