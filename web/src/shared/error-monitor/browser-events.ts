import type { RootOptions } from 'react-dom/client';
import type { ClientErrorKind } from '@staffpay/schema/client-errors/client-error.schemas';

export interface BrowserError {
  kind: ClientErrorKind;
  message: string;
  /** The error broke a render: React replaced the page (or part of it) with an error state. */
  critical: boolean;
}

type Report = (error: BrowserError) => void;

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The page's own errors: uncaught script errors, unhandled rejections and what the
 * frameworks print with console.error, which still prints. Render errors come from React's root
 * hooks, so the monitor knows they are critical; their printing is not recorded a second time.
 */
export function createBrowserErrors(report: Report) {
  let printing = false;
  const safely = (error: BrowserError) => {
    if (printing) return;
    printing = true;
    try {
      report(error);
    } finally {
      printing = false;
    }
  };
  const rendered = (error: unknown) => {
    safely({ kind: 'console', message: messageOf(error), critical: true });
    printing = true;
    try {
      console.error(error);
    } finally {
      printing = false;
    }
  };

  return {
    /** For createRoot: React's caught (an error boundary took over) and uncaught (the tree is gone) render errors. */
    rootOptions: { onCaughtError: rendered, onUncaughtError: rendered } satisfies RootOptions,
    listen(): () => void {
      const onError = (event: ErrorEvent) =>
        safely({ kind: 'script', message: messageOf(event.error ?? event.message), critical: false });
      const onRejection = (event: PromiseRejectionEvent) =>
        safely({ kind: 'rejection', message: messageOf(event.reason), critical: false });
      const original = console.error;
      console.error = (...args: unknown[]) => {
        original.apply(console, args);
        safely({ kind: 'console', message: args.map(messageOf).join(' '), critical: false });
      };
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      return () => {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        console.error = original;
      };
    },
  };
}
