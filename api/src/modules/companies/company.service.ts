import { ref } from '@mikro-orm/core';
import { ROLE_MESSAGES } from '@staffpay/schema/roles/role.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { companyNotFound, authorize, requireUser } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { publishMe, clearCurrentCompany, makeCurrentIfNone, usersWorkingIn } from '../accounts';
import { storeImage } from '../images';
import { COMPANY_CHANGED, COMPANY_SETTINGS_CHANGED, MY_COMPANIES_CHANGED, type CompanySetting } from './company.events';
import { Company } from './company.entity';
import { happened, type ChangeKind } from '../../shared/events';
import { COMPANY_MESSAGES, createCompanySchema, updateCompanySchema } from '@staffpay/schema/companies/company.schemas';
import { toCompanyView, type CompanyView } from './company.view';
import { Membership } from './membership.entity';

const logoMessages = { notImage: COMPANY_MESSAGES.logoNotImage, tooLarge: COMPANY_MESSAGES.logoTooLarge };

export async function listCompanies(ctx: RequestContext): Promise<CompanyView[]> {
  const userId = requireUser(ctx);
  const memberships = await ctx.em.find(
    Membership,
    { user: userId },
    { populate: ['company'], orderBy: { company: { createdAt: 'asc', id: 'asc' } } },
  );
  return memberships.map((m) => toCompanyView(m.company.getEntity(), m.role));
}

export async function getCompany(ctx: RequestContext, id: number): Promise<CompanyView> {
  const membership = await authorize(ctx, id, 'member');
  const company = await ctx.em.findOneOrFail(Company, id);
  return toCompanyView(company, membership.role);
}

/** The creator becomes the owner; a user without a current company gets this one. */
export async function createCompany(ctx: RequestContext, input: unknown): Promise<CompanyView> {
  const userId = requireUser(ctx);
  const data = parse(createCompanySchema, input);
  const company = await ctx.em.transactional(async (em) => {
    const { logo, ...fields } = data;
    const created = em.create(Company, { ...fields, description: fields.description ?? null });
    if (logo) created.logo = ref(await storeImage(em, logo, logoMessages));
    em.create(Membership, { user: userId, company: created, role: 'owner' });
    await em.flush();
    await makeCurrentIfNone(em, userId, created.id);
    return created;
  });
  const view = toCompanyView(company);
  await publish(ctx, 'created', company.id, view, [userId]);
  return { ...view, myRole: 'owner' };
}

export async function updateCompany(ctx: RequestContext, id: number, input: unknown): Promise<CompanyView> {
  const membership = await authorize(ctx, id, 'settings.edit');
  const data = parse(updateCompanySchema, input);
  const changed: CompanySetting[] = [];
  const company = await ctx.em.transactional(async (em) => {
    const found = await em.findOneOrFail(Company, id);
    const { logo, ...fields } = data;
    for (const [key, value] of Object.entries(fields) as [Exclude<CompanySetting, 'logo'>, unknown][])
      if (value !== undefined && found[key] !== value) changed.push(key);
    if (logo !== undefined && (logo !== null || found.logo)) changed.push('logo');
    em.assign(found, fields);
    if (logo === null) found.logo = null;
    else if (logo) found.logo = ref(await storeImage(em, logo, logoMessages));
    return found;
  });
  const view = toCompanyView(company);
  await publish(ctx, 'updated', id, view, await memberIds(ctx, id));
  if (changed.length > 0) await happened(ctx, COMPANY_SETTINGS_CHANGED, { company, changed });
  return { ...view, myRole: membership.role };
}

export async function deleteCompany(ctx: RequestContext, id: number): Promise<boolean> {
  // The key alone is not enough: deleting the company is the built-in owner role's, never a custom role's.
  const { role } = await authorize(ctx, id, 'settings.delete');
  if (role !== 'owner') throw new AppError('FORBIDDEN', ROLE_MESSAGES.ownerOnlyDelete);
  const members = await memberIds(ctx, id);
  const working = await usersWorkingIn(ctx.em, id);
  const removed = await ctx.em.transactional(async (em) => {
    await clearCurrentCompany(em, id);
    return em.nativeDelete(Company, { id });
  });
  if (!removed) throw companyNotFound();
  await publish(ctx, 'deleted', id, null, members);
  // Whoever was working in the company now has none; their open tabs learn it at once.
  for (const user of working) user.currentCompanyId = null;
  await Promise.all(working.map((user) => publishMe(ctx, user)));
  return true;
}

async function memberIds(ctx: RequestContext, companyId: number): Promise<number[]> {
  const rows = await ctx.em.find(Membership, { company: companyId }, { fields: ['user'] });
  return rows.map((m) => m.user.id);
}

async function publish(
  ctx: RequestContext,
  kind: ChangeKind,
  companyId: number,
  company: CompanyView | null,
  userIds: number[],
): Promise<void> {
  const event = { kind, companyId, company };
  await Promise.all([
    happened(ctx, COMPANY_CHANGED, event),
    ...userIds.map((userId) => happened(ctx, MY_COMPANIES_CHANGED, { ...event, userId })),
  ]);
}

/**
 * After the commit of a restore: the members' lists and screens get the company as it now is
 * (a new company reaches its owner's other tabs; a replaced one every member's).
 */
export async function announceRestoredCompany(
  ctx: RequestContext,
  companyId: number,
  kind: 'created' | 'updated',
): Promise<void> {
  const company = await ctx.em.fork().findOneOrFail(Company, companyId);
  await publish(ctx, kind, companyId, toCompanyView(company), await memberIds(ctx, companyId));
}
