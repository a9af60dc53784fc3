import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '@staffpay/schema/auth/policy';
import {
  AI_MAX_TOKENS,
  DEFAULT_LOGO_SIZE,
  DEVELOPER_MESSAGES,
  developerSettingsSchema,
  needsEndpoint,
  type AiProvider,
  type DeveloperSettingsChange,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { DEVELOPER_SETTINGS_CHANGED } from './developer-settings.events';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import { deleteImage, imageIdOfUrl, storeImage } from '../images';
import { DeveloperSettings } from './developer-settings.entity';
import { seal } from '../../shared/secrets/secret-box';
import { toDeveloperSettingsView, type DeveloperSettingsView } from './developer-settings.view';

const logoMessages = { notImage: DEVELOPER_MESSAGES.logoNotImage, tooLarge: DEVELOPER_MESSAGES.logoTooLarge };

export const settingsOf = (em: EntityManager, companyId: number) =>
  em.findOne(DeveloperSettings, { company: companyId });

/** Every member reads them (the menu shows the logo); only a developer sees the key's last 4. */
export async function getDeveloperSettings(ctx: RequestContext, companyId: number): Promise<DeveloperSettingsView> {
  const grant = await authorize(ctx, companyId, 'member');
  const found = await settingsOf(ctx.em, companyId);
  return toDeveloperSettingsView(companyId, found, { showKeyEnd: can(grant.permissions, 'settings.developer') });
}

/**
 * Only a developer's save writes them (settings.developer, docs/developer-settings.md); absent
 * fields keep what is stored.
 */
export async function saveDeveloperSettings(ctx: RequestContext, input: unknown): Promise<DeveloperSettingsView> {
  const data = parse(developerSettingsSchema, input);
  const { companyId } = data;
  await authorize(ctx, companyId, 'settings.developer');
  const { saved, droppedLogo } = await ctx.em.transactional(async (em) => {
    // Two first saves at once: the row exists before either locks it.
    await em
      .createQueryBuilder(DeveloperSettings)
      .insert({
        company: companyId,
        logoSize: DEFAULT_LOGO_SIZE,
        hideNavigationMenuLabels: false,
        aiAnalysisMaxTokens: AI_MAX_TOKENS.default,
        updatedAt: new Date(),
      })
      .onConflict('company_id')
      .ignore()
      .execute();
    const row = await em.findOneOrFail(
      DeveloperSettings,
      { company: companyId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const before = auditOf(row);
    const dropped = await applyLogo(em, row, data.serviceLogo);
    applyFields(row, data);
    applyKey(ctx, row, data);
    if (needsEndpoint(row.aiProvider as AiProvider | null, row.aiApiEndpoint)) {
      throw new AppError('BAD_USER_INPUT', DEVELOPER_MESSAGES.endpointRequired, {
        aiApiEndpoint: [DEVELOPER_MESSAGES.endpointRequired],
      });
    }
    row.updatedAt = new Date();
    recordActivity(em, ctx, companyId, {
      entityType: 'developerSettings',
      entityId: companyId,
      action: 'updated',
      before,
      after: auditOf(row),
    });
    return { saved: row, droppedLogo: dropped };
  });
  if (droppedLogo) await deleteImage(ctx.em.fork(), droppedLogo);
  await happened(ctx, DEVELOPER_SETTINGS_CHANGED, toDeveloperSettingsView(companyId, saved, { showKeyEnd: true }));
  return toDeveloperSettingsView(companyId, saved, { showKeyEnd: true });
}

/** A data URL stores a new logo, null removes it, the stored logo's own URL keeps it. Answers the image dropped. */
async function applyLogo(
  em: EntityManager,
  row: DeveloperSettings,
  logo: DeveloperSettingsChange['serviceLogo'],
): Promise<string | null> {
  const current = row.serviceLogo?.id ?? null;
  if (logo === undefined) return null;
  if (logo !== null && logo.startsWith('/api/images/')) {
    if (imageIdOfUrl(logo) !== current) throw new AppError('BAD_USER_INPUT', DEVELOPER_MESSAGES.logoNotImage);
    return null;
  }
  row.serviceLogo = logo === null ? null : ref(await storeImage(em, logo, logoMessages));
  return current;
}

function applyFields(row: DeveloperSettings, data: DeveloperSettingsChange): void {
  const fields = {
    logoSize: data.logoSize,
    companySlogan: data.companySlogan,
    hideNavigationMenuLabels: data.hideNavigationMenuLabels,
    aiAnalysisPrompt: data.aiAnalysisPrompt,
    aiAnalysisMaxTokens: data.aiAnalysisMaxTokens,
    aiProvider: data.aiProvider,
    aiModel: data.aiModel,
    aiApiEndpoint: data.aiApiEndpoint,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(row, { [key]: value });
}

/** A new key is sealed (never stored in the clear); an explicit clear falls back to the system key. */
function applyKey(ctx: RequestContext, row: DeveloperSettings, data: DeveloperSettingsChange): void {
  if (data.aiApiKey) {
    const secret = ctx.app.config.settingsSecret;
    if (!secret) throw new AppError('BAD_USER_INPUT', DEVELOPER_MESSAGES.secretMissing);
    row.aiApiKeySealed = seal(secret, data.aiApiKey);
    row.aiApiKeyLast4 = data.aiApiKey.slice(-4);
  } else if (data.clearAiApiKey) {
    row.aiApiKeySealed = null;
    row.aiApiKeyLast4 = null;
  }
}

/** What the activity log keeps: every setting, the key only as set or not. */
function auditOf(row: DeveloperSettings) {
  return {
    serviceLogo: row.serviceLogo?.id ?? null,
    logoSize: row.logoSize,
    companySlogan: row.companySlogan ?? null,
    hideNavigationMenuLabels: row.hideNavigationMenuLabels,
    aiAnalysisPrompt: row.aiAnalysisPrompt ?? null,
    aiAnalysisMaxTokens: row.aiAnalysisMaxTokens,
    aiProvider: row.aiProvider ?? null,
    aiModel: row.aiModel ?? null,
    aiApiKeySet: Boolean(row.aiApiKeyLast4),
    aiApiEndpoint: row.aiApiEndpoint ?? null,
  };
}
