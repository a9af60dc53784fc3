import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { AppError, type FieldErrors } from '../../shared/errors';
import { recordActivity } from '../activity';
import { intArray } from '../../shared/sql';
import { PAY_CHANGED, type PayEvent } from '../pay-core';

/** A salary template (salary_templates) or a bonus or penalty template (rule_templates.kind). */
export type TemplateKind = 'salary' | RuleTemplateKind;
export type TemplateAction = 'created' | 'updated' | 'deleted' | 'toggled';

const SOURCE: Record<TemplateKind, PayEvent['source']> = {
  salary: 'salaryTemplate',
  bonus: 'bonusTemplate',
  penalty: 'penaltyTemplate',
};
const ENTITY_TYPE: Record<TemplateKind, string> = {
  salary: 'salaryRuleTemplate',
  bonus: 'bonusRuleTemplate',
  penalty: 'penaltyRuleTemplate',
};

export const templateNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.templateNotFound);

export interface TemplateChange<V> {
  id: number;
  before?: V;
  after?: V;
}

/**
 * Runs one template write in a transaction with its activity row, then, after the commit, tells
 * the pay screens. A template may change anyone's figures, so the event names no employees or dates.
 */
export async function writeTemplate<V>(
  ctx: RequestContext,
  companyId: number,
  kind: TemplateKind,
  action: TemplateAction,
  change: (em: EntityManager) => Promise<TemplateChange<V>>,
): Promise<TemplateChange<V>> {
  const result = await ctx.em.transactional(async (em) => {
    const done = await change(em);
    recordActivity(em, ctx, companyId, {
      entityType: ENTITY_TYPE[kind],
      entityId: done.id,
      action,
      before: done.before ?? null,
      after: done.after ?? null,
    });
    return done;
  });
  await happened(ctx, PAY_CHANGED, {
    companyId,
    source: SOURCE[kind],
    action,
    id: result.id,
    employeeIds: null,
    dates: [],
  });
  return result;
}

export interface IdList {
  /** The input field the ids came from, as fieldErrors names it. */
  field: string;
  table: 'departments' | 'employees';
  ids: number[];
}

const MESSAGE = { departments: PAY_MESSAGES.departmentNotFound, employees: PAY_MESSAGES.employeeNotFound };

/** Every id must be one of the company's departments or employees; otherwise 400 on each offending field. */
export async function assertCompanyIds(em: EntityManager, companyId: number, lists: IdList[]): Promise<void> {
  const checked = await Promise.all(
    lists.map(async (list) => {
      if (list.ids.length === 0) return true;
      const found = await em.execute<{ count: string }[]>(
        `select count(*) from ${list.table} where company_id = ? and id = any(?::int[])`,
        [companyId, intArray(list.ids)],
      );
      return Number(found[0]!.count) === new Set(list.ids).size;
    }),
  );
  const fieldErrors: FieldErrors = {};
  lists.forEach((list, i) => {
    if (!checked[i]) fieldErrors[list.field] = [MESSAGE[list.table]];
  });
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('BAD_USER_INPUT', first[0]!, fieldErrors);
}

/** Ids in `next` that `current` lacks: on an update only those are checked, so ids left dangling by a later delete do not block an edit. */
export function added(next: number[], current: number[]): number[] {
  const kept = new Set(current);
  return next.filter((id) => !kept.has(id));
}

/** The same ids once each, in the order sent. */
export const unique = (ids: number[]) => [...new Set(ids)];
