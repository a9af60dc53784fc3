import { body, bodyCompanyId, defineRoutes, intId, param } from '../../shared/rest';
import { analyzeEmployee } from './ai-analysis.service';

export const aiAnalysisRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/employee-ai-analysis/:employeeId',
    input: (req) => ({ companyId: bodyCompanyId(body(req)), employeeId: intId(param(req, 'employeeId')) }),
    handler: (ctx, input) => analyzeEmployee(ctx, input),
  },
]);
