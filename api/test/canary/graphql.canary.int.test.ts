import { createEventBus } from '../../src/app/pubsub';
import { createSchema } from '../../src/app/schema';
import { describeSweep } from './suite';
import { graphqlSweep } from './sweep';

/**
 * The canary sweep over GraphQL queries: every query field of the schema with every field of its
 * answer (objects to depth 4), as each member lacking one field key and as tokens lacking it;
 * links to files the answers give (payslips, exports) are read too.
 */
const schema = await createSchema(createEventBus(undefined));

describeSweep('GraphQL', {
  async sweep({ app, company, findings }) {
    const unfilled = new Map<string, number>();
    for (const who of company.principals)
      for (const op of await graphqlSweep(app, schema, company, who, findings))
        unfilled.set(op, (unfilled.get(op) ?? 0) + 1);
    for (const [op, readers] of unfilled)
      findings.notes.add(`${op} not asked by ${readers} readers: a required argument has no value for them`);
  },
  minAnswered: 35,
  mustAnswer: [
    'query reportExportUrl(period: , format: xlsx) → GET /api/reports/export',
    'query reportExportUrl(period: , format: csv) → GET /api/reports/export',
    'query payslipUrl(period: ) → GET /api/payslips/',
    'query activityLogs',
    'query notifications',
    'query webhookDeliveries',
    'query payrollFixes',
    'query ledgerRecords(period: )',
    'query employees',
    'query previewPerformance',
    'query birthdaysToday',
    'query sharedDashboardData',
  ],
  mustShow: [
    'query reportExportUrl(period: , format: xlsx) → GET /api/reports/export',
    'query payslipUrl(period: ) → GET /api/payslips/',
    'query employees',
    'query employeeCards(period: )',
  ],
});
