import { defineRoutes, intId, param } from '../../shared/rest';
import { z } from 'zod';
import { analyzeEmployee } from './ai-analysis.service';

export const aiAnalysisRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/employee-ai-analysis/:employeeId',
      doc: {
        summary: "An AI analysis of the employee's figures",
        response: z.object({ analysis: z.string() }),
      },
      company: 'body',
      input: (req, companyId) => ({ companyId, employeeId: intId(param(req, 'employeeId')) }),
      handler: (ctx, input) => analyzeEmployee(ctx, input),
    },
  ],
  'AI analysis',
);
