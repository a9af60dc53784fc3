import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { SALARY } from '../salary.messages';

/**
 * The screen's queries that our own changes move: refetched as soon as a change succeeds (the
 * pay event refetches them too, for every other screen and tab). Names of active queries only.
 */
export const SALARY_REFETCH = ['SalaryFigures', 'SalaryEmployees', 'SalaryPerformanceRecords', 'SalaryPayrollFixes'];

/** Runs a change with the spec's toasts (section 8): the success text, or the server's message / the fallback. */
export async function attempt(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    notifySuccess(success, SALARY.successTitle);
    return true;
  } catch (e) {
    notifyError(errorMessage(e, failure));
    return false;
  }
}
