import { z } from 'zod';
import { answerId, imagePath, instant } from '../records/answer-fields';
import { AI_PROVIDERS, LOGO_SIZES } from './developer-settings.schemas';

const logoSizes = Object.keys(LOGO_SIZES) as [keyof typeof LOGO_SIZES, ...(keyof typeof LOGO_SIZES)[]];

const branding = {
  serviceLogo: imagePath('The service logo, or null'),
  logoSize: z.enum(logoSizes).meta({ description: "The logo's size" }),
  logoSizePx: z.int().positive().meta({ description: "The logo's size in pixels" }),
  companySlogan: z.string().nullable().meta({ description: 'The slogan, or null' }),
};

export const brandingAnswer = z
  .object(branding)
  .meta({ id: 'Branding', description: "The service's branding, as a wall screen shows it" });

export const developerSettingsAnswer = z
  .object({
    companyId: answerId('The company'),
    ...branding,
    hideNavigationMenuLabels: z.boolean().meta({ description: 'Whether the menu shows icons only' }),
    menuSettings: z
      .object({ hideNavigationMenuLabels: z.boolean().meta({ description: 'The same flag' }) })
      .meta({ description: 'The menu settings (the flag again, for older clients)' }),
    aiAnalysisPrompt: z.string().nullable().meta({ description: 'The AI analysis prompt, or null for the default' }),
    aiAnalysisMaxTokens: z.int().positive().meta({ description: 'The most tokens an analysis may take' }),
    aiProvider: z.enum(AI_PROVIDERS).nullable().meta({ description: 'The AI provider, or null' }),
    aiModel: z.string().nullable().meta({ description: 'The model, or null for the default' }),
    aiApiKeySet: z.boolean().meta({ description: 'Whether an AI key is stored (never the key)' }),
    aiApiKeyLast4: z.string().nullable().meta({ description: "The key's last 4 characters" }),
    aiApiEndpoint: z.string().nullable().meta({ description: 'A custom endpoint, or null' }),
    updatedAt: instant('When they last changed')
      .nullable()
      .meta({ description: 'When they last changed; null if never' }),
  })
  .meta({ id: 'DeveloperSettings', description: "The company's branding and AI settings" });
