import { z } from 'zod';
import { goalProgressListAnswer } from '@staffpay/schema/pay/pay.responses';
import { defineRoutes, intId, periodFields, query } from '../../shared/rest';
import { goalProgress } from './goal-progress.service';

const goalQuery = z.object(periodFields).extend({ employeeId: z.int().positive().optional() });

export const goalProgressRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/goal-progress',
      answers: 'GoalProgressItem',
      doc: {
        summary: 'Goal progress with a month-end projection and its payout',
        query: goalQuery,
        response: goalProgressListAnswer,
      },
      company: 'query',
      input: (req, companyId) => {
        const raw = query(req, 'employeeId');
        return {
          companyId,
          args: {
            period: query(req, 'period'),
            from: query(req, 'from'),
            to: query(req, 'to'),
            employeeId: raw === undefined || raw === '' ? undefined : intId(String(raw)),
          },
        };
      },
      handler: (ctx, { companyId, args }) => goalProgress(ctx, companyId, args),
      output: (items) => ({ goalProgress: items }),
    },
  ],
  'Payroll',
);
