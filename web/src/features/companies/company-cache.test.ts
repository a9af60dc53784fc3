import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { describe, expect, it } from 'vitest';
import { createCache } from '@/app/apollo';
import { CompaniesDocument } from '@/gql/graphql';
import { applyCompanyChange } from './company-cache';
import { permissionsOf } from '@/test/company';

const company = (id: number, name: string) => ({
  __typename: 'Company' as const,
  id,
  name,
  description: null,
  language: 'ru',
  timezone: 'Asia/Bishkek',
  currency: 'KGS',
  logoUrl: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  showBirthdaysOnDashboard: true,
  birthdayNotificationDays: 3,
  myRole: 'owner' as const,
  myPermissions: permissionsOf('owner'),
  myRoleName: ROLE_LABELS['owner'],
});

function cacheWith(...list: ReturnType<typeof company>[]) {
  const cache = createCache();
  cache.writeQuery({ query: CompaniesDocument, data: { companies: list } });
  return cache;
}
const names = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: CompaniesDocument })?.companies.map((c) => c.name);

describe('applyCompanyChange', () => {
  it('adds a created company once, even when applied twice', () => {
    const cache = cacheWith(company(1, 'A'));
    const change = { kind: 'created' as const, companyId: 2, company: company(2, 'B') };
    applyCompanyChange(cache, change);
    applyCompanyChange(cache, change);
    expect(names(cache)).toEqual(['A', 'B']);
  });

  it('renames in place', () => {
    const cache = cacheWith(company(1, 'A'), company(2, 'B'));
    applyCompanyChange(cache, { kind: 'updated', companyId: 1, company: company(1, 'A2') });
    expect(names(cache)).toEqual(['A2', 'B']);
  });

  it('keeps the known role when the event carries none', () => {
    const cache = cacheWith(company(1, 'A'));
    applyCompanyChange(cache, { kind: 'updated', companyId: 1, company: { ...company(1, 'A3'), myRole: null } });
    expect(cache.readQuery({ query: CompaniesDocument })?.companies[0].myRole).toBe('owner');
  });

  it('removes a deleted company and evicts it', () => {
    const cache = cacheWith(company(1, 'A'), company(2, 'B'));
    applyCompanyChange(cache, { kind: 'deleted', companyId: 1, company: null });
    expect(names(cache)).toEqual(['B']);
    expect(cache.extract()['Company:1']).toBeUndefined();
  });

  it('does nothing without a cached list', () => {
    const cache = createCache();
    applyCompanyChange(cache, { kind: 'created', companyId: 2, company: company(2, 'B') });
    expect(cache.readQuery({ query: CompaniesDocument })).toBeNull();
  });
});
