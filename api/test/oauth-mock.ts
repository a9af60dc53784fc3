import { OAuth2Server } from 'oauth2-mock-server';

export interface MockGoogleUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * An OpenID provider on a random local port standing in for Google. `nextUser(claims)` sets
 * the claims of the next ID token it signs; its issuer URL goes into GOOGLE_ISSUER.
 */
export async function startOAuthMock() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  let pending: ((token: { payload: Record<string, unknown> }) => void) | null = null;
  return {
    server,
    issuer,
    nextUser(user: MockGoogleUser) {
      // The access token is signed first; only the ID token (the one with an audience) gets the claims.
      // A flow that never reached the token exchange leaves its claims behind: replace them.
      if (pending) server.service.off('beforeTokenSigning', pending);
      const onSigning = (token: { payload: Record<string, unknown> }) => {
        if (token.payload.aud === undefined) return;
        Object.assign(token.payload, user);
        server.service.off('beforeTokenSigning', onSigning);
        pending = null;
      };
      pending = onSigning;
      server.service.on('beforeTokenSigning', onSigning);
    },
    close: () => server.stop(),
  };
}

export type OAuthMock = Awaited<ReturnType<typeof startOAuthMock>>;

/** Follows authUrl like a browser would; the mock answers with a redirect back to our callback. */
export async function authorizeAt(authUrl: string): Promise<URL> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`mock authorize answered ${res.status}`);
  return new URL(location);
}
