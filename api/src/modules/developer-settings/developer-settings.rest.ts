import { body, defineRoutes, UPLOAD_BODY_LIMIT } from '../../shared/rest';
import { developerSettingsSchema } from '@staffpay/schema/developer-settings/developer-settings.schemas';
import { getDeveloperSettings, saveDeveloperSettings } from './developer-settings.service';
import { developerSettingsAnswer } from '@staffpay/schema/developer-settings/developer-settings.responses';

export const developerSettingsRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/developer-settings/:companyId',
      doc: { summary: "The company's branding and AI settings", response: developerSettingsAnswer },
      company: 'path',
      handler: (ctx, companyId) => getDeveloperSettings(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/developer-settings',
      doc: {
        summary: "Save the company's branding and AI settings",
        body: developerSettingsSchema,
        response: developerSettingsAnswer,
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => body(req),
      handler: (ctx, input) => saveDeveloperSettings(ctx, input),
    },
  ],
  'Developer settings',
);
