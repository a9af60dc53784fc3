import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupDeveloperSettingsSchema } from '@staffpay/schema/data-protection/backup.schemas';
import {
  DEVELOPER_MESSAGES,
  developerSettingsSchema,
  logoSizeOf,
  needsEndpoint,
  type AiProvider,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { DEVELOPER_SETTINGS_CHANGED } from './developer-settings.events';
import { AppError, type FieldErrors } from '../../shared/errors';
import { deleteImage } from '../images';
import { DeveloperSettings } from './developer-settings.entity';
import { toDeveloperSettingsView } from './developer-settings.view';

type BackupDeveloperSettings = z.infer<typeof backupDeveloperSettingsSchema>;

/** The settings for a backup file, without the AI key: it never leaves the server. */
export async function developerSettingsForBackup(
  em: EntityManager,
  companyId: number,
): Promise<BackupDeveloperSettings | null> {
  const s = await em.findOne(DeveloperSettings, { company: companyId });
  if (!s) return null;
  return {
    serviceLogoImageId: s.serviceLogo?.id ?? null,
    logoSize: logoSizeOf(s.logoSize),
    companySlogan: s.companySlogan ?? null,
    hideNavigationMenuLabels: s.hideNavigationMenuLabels,
    aiAnalysisPrompt: s.aiAnalysisPrompt ?? null,
    aiAnalysisMaxTokens: s.aiAnalysisMaxTokens,
    aiProvider: (s.aiProvider as AiProvider | null | undefined) ?? null,
    aiModel: s.aiModel ?? null,
    aiApiEndpoint: s.aiApiEndpoint ?? null,
  };
}

/**
 * A file's settings pass the same validation as a save (developerSettingsSchema, and the custom
 * provider's endpoint): a crafted file is refused (400, naming the field under
 * `developerSettings.`) as the form would be, and the restore writes nothing.
 */
function checkedAsSave(companyId: number, file: BackupDeveloperSettings): void {
  const { serviceLogoImageId: _logo, ...fields } = file;
  const result = developerSettingsSchema.safeParse({ companyId, ...fields });
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    (fieldErrors[`developerSettings.${issue.path.join('.')}`] ??= []).push(issue.message);
  }
  if (result.success && needsEndpoint(result.data.aiProvider, result.data.aiApiEndpoint)) {
    fieldErrors['developerSettings.aiApiEndpoint'] = [DEVELOPER_MESSAGES.endpointRequired];
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('BAD_USER_INPUT', first[0]!, fieldErrors);
}

/**
 * The file's settings become the company's (a file without them: the defaults). A replaced
 * company keeps its sealed AI key, which no file holds; its old service logo is dropped.
 */
export async function restoreDeveloperSettings(
  em: EntityManager,
  companyId: number,
  file: BackupDeveloperSettings | null,
  logoImageId: string | null,
): Promise<void> {
  if (file) checkedAsSave(companyId, file);
  const found = await em.findOne(DeveloperSettings, { company: companyId });
  if (!found && !file) return;
  const row = found ?? em.create(DeveloperSettings, { company: companyId });
  const oldLogo = row.serviceLogo?.id ?? null;
  em.assign(row, {
    serviceLogo: logoImageId,
    logoSize: logoSizeOf(file?.logoSize),
    companySlogan: file?.companySlogan ?? null,
    hideNavigationMenuLabels: file?.hideNavigationMenuLabels ?? false,
    aiAnalysisPrompt: file?.aiAnalysisPrompt ?? null,
    aiAnalysisMaxTokens: file?.aiAnalysisMaxTokens ?? row.aiAnalysisMaxTokens,
    aiProvider: file?.aiProvider ?? null,
    aiModel: file?.aiModel ?? null,
    aiApiEndpoint: file?.aiApiEndpoint ?? null,
    updatedAt: new Date(),
  });
  await em.flush();
  if (oldLogo && oldLogo !== logoImageId) await deleteImage(em, oldLogo);
}

/** After a restore's commit: open shells and wall screens show the restored branding. */
export async function announceDeveloperSettings(ctx: RequestContext, companyId: number): Promise<void> {
  const s = await ctx.em.fork().findOne(DeveloperSettings, { company: companyId });
  await happened(ctx, DEVELOPER_SETTINGS_CHANGED, toDeveloperSettingsView(companyId, s, { showKeyEnd: true }));
}
