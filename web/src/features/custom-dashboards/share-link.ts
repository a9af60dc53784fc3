import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { DASHBOARDS } from './custom-dashboards.messages';

/** The public screen of a dashboard: its link token, never its id. */
export const sharePath = (shareToken: string) => `/shared-dashboard/${shareToken}`;

/** The full address a wall screen opens, as the share button copies it. */
export const shareLink = (shareToken: string) => `${window.location.origin}${sharePath(shareToken)}`;

/**
 * Copies the link. Outside a secure context (plain http) the browser has no clipboard at all:
 * that failure says so like a refused write does.
 */
export async function copyShareLink(shareToken: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(shareLink(shareToken));
    notifySuccess(DASHBOARDS.linkCopied);
  } catch {
    notifyError(DASHBOARDS.copyFailed);
  }
}
