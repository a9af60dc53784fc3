import { Arg, Int } from 'type-graphql';

/** What the schema says of the companyId every company-scoped operation takes. */
export const COMPANY_ID_DESCRIPTION =
  'The company’s id; the caller must be a member (another company’s id answers NOT_FOUND)';

export interface CompanyIdArgOptions {
  /** A different text where the operation means something else by its company (a token's, a browser's). */
  description?: string;
  /** Where the company may be left out (the operation then answers without one). */
  nullable?: boolean;
}

/**
 * The `companyId: Int!` argument of a resolver or subscription. The membership check stays in the
 * service the resolver calls (shared/tenancy/membership.ts): this only names, types and describes it.
 */
export function CompanyIdArg(options: CompanyIdArgOptions = {}) {
  const { description = COMPANY_ID_DESCRIPTION, nullable } = options;
  return Arg('companyId', () => Int, nullable ? { description, nullable } : { description });
}
