import type { AppDeps, Auth } from '../shared/context';
import { resolveSession } from '../modules/accounts';
import { isApiToken, resolveApiToken } from '../modules/api-tokens';

/** Who calls: a company API token (bearer `sp_…`) or a person's session (bearer or cookie). */
export function resolveCaller(deps: AppDeps, token: string | undefined, via: Auth['via']): Promise<Auth | null> {
  if (via === 'bearer' && isApiToken(token)) return resolveApiToken(deps, token);
  return resolveSession(deps, token, via);
}
