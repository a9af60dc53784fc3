import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { TEMPLATES } from '../rule-templates.messages';

/**
 * Runs a template change with the spec's toasts (section 8): the success text titled 'Успешно',
 * or 'Ошибка' with the server's message (a field's refusal, a missing template) or the fallback.
 * Resolves to whether it succeeded, so a dialog knows to close.
 */
export async function withToasts(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    notifySuccess(success, TEMPLATES.successTitle);
    return true;
  } catch (e) {
    notifyError(errorMessage(e, failure));
    return false;
  }
}
