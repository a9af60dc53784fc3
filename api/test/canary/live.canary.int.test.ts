import { createEventBus } from '../../src/app/pubsub';
import { createSchema } from '../../src/app/schema';
import { liveSweep } from './live';
import { describeSweep } from './suite';

/**
 * The canary sweep over what is pushed and what writes answer: every subscription field as each
 * member lacking one field key while the owner changes canary records, the webhooks each reader
 * made (members, and the owner's tokens lacking a scope), and the writes whose answers carry
 * records (preview, saving performance, booking, editing an employee) made by the reader.
 */
const schema = await createSchema(createEventBus(undefined));

describeSweep('live', {
  sweep: (env) => liveSweep(env, schema),
  minAnswered: 15,
  mustAnswer: [
    'subscription employeeChanged',
    'subscription employeeCardsChanged(period: )',
    'subscription notificationAdded',
    'delivery employee.created',
    'delivery ledger.record.created',
    'delivery payroll.period.fixed',
    'POST /api/apply-employee-rules',
    'POST /api/employee-performance',
    'POST /api/bonuses-penalties',
    'PUT /api/employees/:id',
    'mutation savePerformance',
    'mutation createLedgerRecord',
    'mutation updateEmployee',
  ],
  mustShow: ['subscription employeeChanged', 'delivery employee.created', 'PUT /api/employees/:id'],
});
