import { body, defineRoutes, intId, param } from '../../shared/rest';
import { getDeveloperSettings, saveDeveloperSettings } from './developer-settings.service';

export const developerSettingsRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/developer-settings/:companyId',
    input: (req) => intId(param(req, 'companyId')),
    handler: (ctx, companyId) => getDeveloperSettings(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/developer-settings',
    input: (req) => body(req),
    handler: (ctx, input) => saveDeveloperSettings(ctx, input),
  },
]);
