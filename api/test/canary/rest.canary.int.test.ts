import { describeSweep } from './suite';
import { restSweep } from './sweep';

/**
 * The canary sweep over REST: every GET of the route table (files included: exports in each
 * format, payslips), as each member lacking one field key and as tokens lacking it.
 */
describeSweep('REST', {
  async sweep({ app, company, findings }) {
    for (const who of company.principals) await restSweep(app, company, who, findings);
  },
  minAnswered: 35,
  mustAnswer: [
    'GET /api/reports/export?period=&format=xlsx',
    'GET /api/reports/export?period=&format=csv',
    'GET /api/payslips/:employeeId?period=',
    'GET /api/activity-logs',
    'GET /api/notifications',
    'GET /api/webhooks/:id/deliveries',
    'GET /api/payroll-fixes',
    'GET /api/bonuses-penalties?period=',
    'GET /api/employees',
    'GET /api/birthdays/today',
    'GET /api/shared-dashboard/:shareUrl/data',
  ],
  mustShow: [
    'GET /api/reports/export?period=&format=xlsx',
    'GET /api/reports/export?period=&format=csv',
    'GET /api/payslips/:employeeId?period=',
    'GET /api/employees',
    'GET /api/payroll-fixes',
  ],
});
