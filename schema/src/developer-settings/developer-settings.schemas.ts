import { z } from 'zod';
import { imageDataUrl } from '../images/image.schemas';

/** The service logo's sizes in pixels; extra-large and xlarge are both read (docs/developer-settings.md). */
export const LOGO_SIZES = { small: 32, medium: 48, large: 64, 'extra-large': 80, xlarge: 80, huge: 96 } as const;
export type LogoSize = keyof typeof LOGO_SIZES;
export const DEFAULT_LOGO_SIZE: LogoSize = 'medium';
/** The sizes a form offers, in order (xlarge is only read, as a synonym). */
export const LOGO_SIZE_CHOICES: LogoSize[] = ['small', 'medium', 'large', 'extra-large', 'huge'];

/** Anything that is not a known size is read as medium. */
export const logoSizeOf = (value: unknown): LogoSize =>
  typeof value === 'string' && Object.hasOwn(LOGO_SIZES, value) ? (value as LogoSize) : DEFAULT_LOGO_SIZE;

/** Providers and their default models (docs/developer-settings.md). */
export const AI_PROVIDERS = ['openai', 'anthropic', 'xai', 'gemini', 'custom'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export const AI_DEFAULT_MODELS: Record<AiProvider, string> = {
  openai: 'gpt-4o',
  anthropic: 'claude-sonnet-4-5',
  xai: 'grok-2-1212',
  gemini: 'gemini-2.5-flash',
  custom: 'custom-model',
};
export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  xai: 'xAI (Grok)',
  gemini: 'Google Gemini',
  custom: 'Свой (OpenAI-совместимый)',
};

/** The analysis's maximum length (docs/developer-settings.md). */
export const AI_MAX_TOKENS = { min: 500, max: 10_000, default: 2000 } as const;
export const EMPLOYEE_DATA_PLACEHOLDER = '{employeeData}';

export const DEVELOPER_MESSAGES = {
  logoNotImage: 'Можно загружать только изображения',
  logoTooLarge: 'Размер файла не должен превышать 10 МБ',
  maxTokens: `Максимальная длина ответа — от ${AI_MAX_TOKENS.min} до ${AI_MAX_TOKENS.max}`,
  badProvider: 'Неизвестный провайдер ИИ',
  endpointRequired: 'Для своего провайдера укажите адрес API (endpoint)',
  badEndpoint: 'Адрес API должен начинаться с http:// или https://',
  sloganTooLong: 'Слоган — не длиннее 200 символов',
  promptTooLong: 'Промпт — не длиннее 10000 символов',
  secretMissing: 'Сервер не может хранить API-ключ: не задан SETTINGS_SECRET',
  saved: 'Настройки разработчика сохранены',
  saveFailed: 'Не удалось сохранить настройки',
  logoFailed: 'Не удалось загрузить логотип',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** A flag or number sent as null keeps what is stored, as an absent one does. */
const nullToAbsent = (v: unknown) => (v === null ? undefined : v);
const httpUrl = z
  .string()
  .trim()
  .max(500, DEVELOPER_MESSAGES.badEndpoint)
  .pipe(z.url({ protocol: /^https?$/, message: DEVELOPER_MESSAGES.badEndpoint }));

/**
 * POST /api/developer-settings. Absent fields keep what is stored. serviceLogo: a data URL sets it,
 * null or '' removes it, the stored image's own URL keeps it. aiApiKey: a non-empty text replaces
 * the stored key, anything else keeps it; clearAiApiKey removes it (the system key is used then).
 */
export const developerSettingsSchema = z
  .object({
    companyId: z.number().int().positive(),
    serviceLogo: z.preprocess(
      blankToNull,
      z.union([imageDataUrl, z.string().regex(/^\/api\/images\/[0-9a-f-]{36}$/i)]).nullish(),
    ),
    logoSize: z.preprocess(nullToAbsent, z.unknown().transform(logoSizeOf).optional()),
    companySlogan: z.preprocess(blankToNull, z.string().trim().max(200, DEVELOPER_MESSAGES.sloganTooLong).nullish()),
    hideNavigationMenuLabels: z.preprocess(nullToAbsent, z.boolean().optional()),
    menuSettings: z.object({ hideNavigationMenuLabels: z.preprocess(nullToAbsent, z.boolean().optional()) }).nullish(),
    aiAnalysisPrompt: z.preprocess(
      blankToNull,
      z.string().trim().max(10_000, DEVELOPER_MESSAGES.promptTooLong).nullish(),
    ),
    aiAnalysisMaxTokens: z.preprocess(
      nullToAbsent,
      z.coerce
        .number(DEVELOPER_MESSAGES.maxTokens)
        .int(DEVELOPER_MESSAGES.maxTokens)
        .min(AI_MAX_TOKENS.min, DEVELOPER_MESSAGES.maxTokens)
        .max(AI_MAX_TOKENS.max, DEVELOPER_MESSAGES.maxTokens)
        .optional(),
    ),
    aiProvider: z.preprocess(blankToNull, z.enum(AI_PROVIDERS, DEVELOPER_MESSAGES.badProvider).nullish()),
    aiModel: z.preprocess(blankToNull, z.string().trim().max(200).nullish()),
    aiApiKey: z.preprocess(blankToNull, z.string().trim().max(1000).nullish()),
    clearAiApiKey: z.preprocess(nullToAbsent, z.boolean().optional()),
    aiApiEndpoint: z.preprocess(blankToNull, httpUrl.nullish()),
  })
  .transform(({ menuSettings, hideNavigationMenuLabels, ...rest }) => ({
    ...rest,
    hideNavigationMenuLabels: hideNavigationMenuLabels ?? menuSettings?.hideNavigationMenuLabels,
  }));

export type DeveloperSettingsInput = z.input<typeof developerSettingsSchema>;
export type DeveloperSettingsChange = z.output<typeof developerSettingsSchema>;

/** The custom provider needs an endpoint: checked on the settings as they will be stored. */
export const needsEndpoint = (provider: AiProvider | null | undefined, endpoint: string | null | undefined) =>
  provider === 'custom' && !endpoint;
