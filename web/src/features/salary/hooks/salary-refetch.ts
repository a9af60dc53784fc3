import { withToasts } from '@/shared/ui/notify';
import { SALARY } from '../salary.messages';

/**
 * The screen's queries that our own changes move: refetched as soon as a change succeeds (for
 * every other screen and tab, the pay event refetches the lists and the pay feed pushes the
 * figures). Names of active queries only.
 */
export const SALARY_REFETCH = ['SalaryFigures', 'SalaryEmployees', 'SalaryPerformanceRecords', 'SalaryPayrollFixes'];

/** A change of the KPI screen with the screens' toasts, titled 'Успешно'. */
export const attempt = (run: () => Promise<unknown>, success: string, failure: string) =>
  withToasts(run, success, failure, SALARY.successTitle);
