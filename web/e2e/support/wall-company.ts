import { expect } from 'vitest';
import { registeredUser } from '../../../api/test/accounts';
import { gql } from '../../../api/test/harness';
import type { MailEnv } from './mail-env';

/**
 * A registered owner, GraphQL calls as them that must succeed, and their company (KGS, in
 * `timezone`) with `departments` by name: what every wall screen test starts from.
 */
export async function wallCompany(env: MailEnv, departments: string[], timezone = 'Asia/Bishkek') {
  const owner = await registeredUser(env.app, env.sink);
  const as = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(env.app, query, variables, owner as never);
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  const { createCompany } = await as(
    'mutation($tz: String!) { createCompany(input: { name: "Ромашка", currency: "KGS", timezone: $tz }) { id } }',
    { tz: timezone },
  );
  const c = createCompany.id as number;
  const ids: Record<string, number> = {};
  for (const name of departments) {
    const { createDepartment } = await as(
      'mutation($c: Int!, $n: String!) { createDepartment(companyId: $c, input: { name: $n }) { id } }',
      { c, n: name },
    );
    ids[name] = createDepartment.id;
  }
  return { owner, as, c, departments: ids };
}
