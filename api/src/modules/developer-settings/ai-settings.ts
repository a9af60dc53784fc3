import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_ANALYSIS_MESSAGES } from '@staffpay/schema/ai-analysis/ai-analysis.schemas';
import {
  AI_DEFAULT_MODELS,
  AI_MAX_TOKENS,
  type AiProvider,
} from '@staffpay/schema/developer-settings/developer-settings.schemas';
import type { AppDeps } from '../../shared/context';
import { AppError, type FieldErrors } from '../../shared/errors';
import { DeveloperSettings } from './developer-settings.entity';
import { unseal } from '../../shared/secrets/secret-box';

/** What an analysis runs with: the company's choices, each missing one taken from the environment. */
export interface AiSettings {
  provider: AiProvider;
  model: string;
  apiKey: string | null;
  endpoint: string | null;
  prompt: string | null;
  maxTokens: number;
}

/**
 * The company's provider, model and key, else the system's (AI_PROVIDER, AI_MODEL, AI_API_KEY,
 * AI_API_ENDPOINT). The system key is the operator's secret: it is sent only along the system's
 * own route (its provider and, for `custom`, its endpoint), never to a provider or endpoint a
 * company chose, which needs the company's own key. Throws 'AI-анализ не настроен' naming,
 * field by field, what to configure.
 */
export async function aiSettingsOf(app: AppDeps, em: EntityManager, companyId: number): Promise<AiSettings> {
  const s = await em.findOne(DeveloperSettings, { company: companyId }, { populate: ['aiApiKeySealed'] });
  const env = app.config;
  const provider = (s?.aiProvider as AiProvider | null | undefined) ?? env.AI_PROVIDER ?? null;
  const ownKey =
    s?.aiApiKeySealed && app.config.settingsSecret ? unseal(app.config.settingsSecret, s.aiApiKeySealed) : null;
  const endpoint = s?.aiApiEndpoint ?? (provider === 'custom' ? (env.AI_API_ENDPOINT ?? null) : null);
  const systemRoute =
    provider !== null &&
    provider === env.AI_PROVIDER &&
    (provider !== 'custom' || endpoint === (env.AI_API_ENDPOINT ?? null));
  const apiKey = ownKey ?? (systemRoute ? (env.AI_API_KEY ?? null) : null);
  const missing: FieldErrors = {};
  if (!provider) missing.aiProvider = [AI_ANALYSIS_MESSAGES.configureProvider];
  // The system's own self-hosted model behind its custom endpoint may need no key; a company's needs its own.
  else if (!apiKey && !(provider === 'custom' && systemRoute)) {
    missing.aiApiKey = [env.AI_API_KEY ? AI_ANALYSIS_MESSAGES.configureOwnKey : AI_ANALYSIS_MESSAGES.configureKey];
  }
  if (provider === 'custom' && !endpoint) missing.aiApiEndpoint = [AI_ANALYSIS_MESSAGES.configureEndpoint];
  if (!provider || Object.keys(missing).length > 0) {
    throw new AppError('BAD_USER_INPUT', AI_ANALYSIS_MESSAGES.notConfigured, missing);
  }
  const systemModel = provider === env.AI_PROVIDER ? env.AI_MODEL : undefined;
  return {
    provider,
    model: s?.aiModel ?? systemModel ?? AI_DEFAULT_MODELS[provider],
    apiKey,
    endpoint,
    prompt: s?.aiAnalysisPrompt ?? null,
    maxTokens: s?.aiAnalysisMaxTokens ?? AI_MAX_TOKENS.default,
  };
}
