import { body, bodyCompanyId, defineRoutes, intId, param, withCompany } from '../../shared/rest';
import { z } from 'zod';
import { analyzeEmployee } from './ai-analysis.service';

export const aiAnalysisRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/employee-ai-analysis/:employeeId',
      doc: {
        summary: "An AI analysis of the employee's figures",
        body: withCompany(),
        response: z.object({ analysis: z.string() }),
      },
      input: (req) => ({ companyId: bodyCompanyId(body(req)), employeeId: intId(param(req, 'employeeId')) }),
      handler: (ctx, input) => analyzeEmployee(ctx, input),
    },
  ],
  'AI analysis',
);
