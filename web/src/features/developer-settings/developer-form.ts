import type { FormErrors } from '@mantine/form';
import {
  AI_PROVIDERS,
  DEVELOPER_MESSAGES,
  developerSettingsSchema,
  logoSizeOf,
  needsEndpoint,
  type AiProvider,
  type LogoSize,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import type { DeveloperSettingsInput } from '@/gql/graphql';
import { zodValidate } from '@/shared/forms/zod-validate';
import type { DeveloperSettings } from './hooks/useDeveloperSettings';

/** The contract's rules for a save, on the input as it will be sent (the company id is the screen's). */
const contract = zodValidate<Record<string, unknown>>(developerSettingsSchema);
export function checkInput(companyId: number, input: DeveloperSettingsInput): FormErrors {
  const errors = contract({ ...input, companyId });
  delete errors.companyId;
  return errors;
}

/* ---- The Developer tab: logo, its size, slogan, menu labels ---- */

export interface BrandValues {
  /** The stored logo's URL, a picked image's data URL, or null (none). */
  serviceLogo: string | null;
  logoSize: LogoSize;
  companySlogan: string;
  hideNavigationMenuLabels: boolean;
}

export const brandValuesOf = (s: DeveloperSettings): BrandValues => ({
  serviceLogo: s.serviceLogo ?? null,
  logoSize: logoSizeOf(s.logoSize === 'xlarge' ? 'extra-large' : s.logoSize),
  companySlogan: s.companySlogan ?? '',
  hideNavigationMenuLabels: s.hideNavigationMenuLabels,
});

/** The logo travels only when it changed: a data URL sets it, null removes it; absent keeps it. */
export function brandInput(values: BrandValues, stored: string | null): DeveloperSettingsInput {
  return {
    ...(values.serviceLogo !== stored ? { serviceLogo: values.serviceLogo } : {}),
    logoSize: values.logoSize,
    companySlogan: values.companySlogan.trim() || null,
    hideNavigationMenuLabels: values.hideNavigationMenuLabels,
  };
}

/* ---- The AI analysis tab ---- */

/** The Select's value for "no provider of the company's own": the server's environment decides. */
export const SYSTEM_PROVIDER = 'system';
export type ProviderChoice = AiProvider | typeof SYSTEM_PROVIDER;

export interface AiValues {
  aiProvider: ProviderChoice;
  aiModel: string;
  /** A new key only: the stored one is never sent back, so this starts empty. */
  aiApiKey: string;
  aiApiEndpoint: string;
  aiAnalysisMaxTokens: number | string;
  aiAnalysisPrompt: string;
}

const providerOf = (value: string | null | undefined): ProviderChoice =>
  (AI_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as AiProvider) : SYSTEM_PROVIDER;

export const aiValuesOf = (s: DeveloperSettings): AiValues => ({
  aiProvider: providerOf(s.aiProvider),
  aiModel: s.aiModel ?? '',
  aiApiKey: '',
  aiApiEndpoint: s.aiApiEndpoint ?? '',
  aiAnalysisMaxTokens: s.aiAnalysisMaxTokens,
  aiAnalysisPrompt: s.aiAnalysisPrompt ?? '',
});

export function aiInput(values: AiValues): DeveloperSettingsInput {
  const provider = values.aiProvider === SYSTEM_PROVIDER ? null : values.aiProvider;
  const key = values.aiApiKey.trim();
  return {
    aiProvider: provider,
    aiModel: values.aiModel.trim() || null,
    // Empty keeps the stored key: it is sent only when a new one was typed.
    ...(key ? { aiApiKey: key } : {}),
    // The endpoint matters for the custom provider only; otherwise what is stored stays.
    ...(provider === 'custom' ? { aiApiEndpoint: values.aiApiEndpoint.trim() || null } : {}),
    aiAnalysisMaxTokens: values.aiAnalysisMaxTokens === '' ? Number.NaN : Number(values.aiAnalysisMaxTokens),
    aiAnalysisPrompt: values.aiAnalysisPrompt.trim() || null,
  };
}

/** The contract's rules plus the custom provider's endpoint (checked by the server on what it stores). */
export function checkAi(companyId: number, values: AiValues): FormErrors {
  const input = aiInput(values);
  const errors = checkInput(companyId, input);
  if (!errors.aiApiEndpoint && needsEndpoint(input.aiProvider as AiProvider | null, input.aiApiEndpoint)) {
    errors.aiApiEndpoint = DEVELOPER_MESSAGES.endpointRequired;
  }
  return errors;
}
