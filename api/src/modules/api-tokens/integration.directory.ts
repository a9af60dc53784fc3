import type { IntegrationDirectory } from '../../shared/tenancy/membership-directory';
import { Integration } from './integration.entity';

/** The kernel's IntegrationDirectory port, answered from this domain's table. */
export const integrationDirectory: IntegrationDirectory = {
  async roleOf(em, integrationId, companyId) {
    const row = await em.findOne(Integration, { id: integrationId, company: companyId }, { fields: ['role'] });
    return row?.role ?? null;
  },
};
