import { accountRoutes } from '../modules/accounts/account.rest';
import { companyRoutes } from '../modules/companies/company.rest';
import { healthRoutes } from '../modules/health/health.rest';
import { imageRoutes } from '../modules/images/image.rest';
import { memberRoutes } from '../modules/members/member.rest';
import type { RestRoute } from '../shared/rest';

/** The REST shim table: every documented /api path, each a thin adapter over a service. */
export const restRoutes: RestRoute[] = [
  ...healthRoutes,
  ...imageRoutes,
  ...companyRoutes,
  ...accountRoutes,
  ...memberRoutes,
];
