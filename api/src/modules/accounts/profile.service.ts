import { ref } from '@mikro-orm/core';
import type { RequestContext } from '../../shared/context';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { deleteImage, storeImage } from '../images';
import { ACCOUNT_MESSAGES, preferencesSchema, updateProfileSchema } from '@staffpay/schema/accounts/account.schemas';
import { toUserView, type UserView } from './account.view';
import { User } from './user.entity';
import { happened } from '../../shared/events';
import { ME_CHANGED } from './account.events';

const avatarMessages = { notImage: ACCOUNT_MESSAGES.avatarNotImage, tooLarge: ACCOUNT_MESSAGES.avatarTooLarge };

/** The signed-in user, or null without a session or for an API token (GraphQL `me` never fails). */
export async function me(ctx: RequestContext): Promise<UserView | null> {
  if (!ctx.auth || ctx.auth.apiToken || ctx.auth.userId === null) return null;
  const user = await ctx.em.findOne(User, ctx.auth.userId);
  return user ? toUserView(ctx, user) : null;
}

/** The signed-in user; 401 without a session. */
export async function currentUser(ctx: RequestContext): Promise<UserView> {
  const user = await ctx.em.findOneOrFail(User, requireUser(ctx));
  return toUserView(ctx, user);
}

/**
 * Only the avatar is editable (names, e-mail and role are read-only in the product). A data
 * URL replaces it, null removes it, absent keeps it; the previous image is deleted.
 */
export async function updateProfile(ctx: RequestContext, input: unknown): Promise<UserView> {
  const userId = requireUser(ctx);
  const { profileImage } = parse(updateProfileSchema, input);
  const user = await ctx.em.transactional(async (em) => {
    const found = await em.findOneOrFail(User, userId);
    if (profileImage === undefined) return found;
    const previous = found.profileImage?.id;
    found.profileImage = profileImage === null ? null : ref(await storeImage(em, profileImage, avatarMessages));
    await em.flush();
    if (previous) await deleteImage(em, previous);
    return found;
  });
  return publishMe(ctx, user);
}

/** Sets the current company (a company the caller belongs to) or clears it with null. */
export async function setPreferences(ctx: RequestContext, input: unknown): Promise<UserView> {
  const userId = requireUser(ctx);
  const { currentCompanyId } = parse(preferencesSchema, input);
  if (currentCompanyId !== null) await authorize(ctx, currentCompanyId, 'member');
  const user = await ctx.em.findOneOrFail(User, userId);
  user.currentCompanyId = currentCompanyId;
  await ctx.em.flush();
  return publishMe(ctx, user);
}

/** After the commit: every tab and device of the user receives the new state. */
export async function publishMe(ctx: RequestContext, user: User): Promise<UserView> {
  const view = await toUserView(ctx, user);
  await happened(ctx, ME_CHANGED, view);
  return view;
}
