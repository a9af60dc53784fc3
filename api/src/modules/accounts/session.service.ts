import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, Auth } from '../../shared/context';
import { Session } from './session.entity';
import { hashToken, newToken, SESSION_TTL_MS } from './session-token';
import type { User } from './user.entity';

/** Looks a bearer or cookie token up; an unknown or expired token is simply no session. */
export async function resolveSession(app: AppDeps, token: string | undefined, via: Auth['via']): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  // Plain SQL: every signed-in request asks it before anything else. Expiry by this process's clock.
  const [session] = await app.orm.em
    .fork()
    .execute<{ id: string; userId: number }[]>(
      'select id, user_id as "userId" from sessions where token_hash = ? and expires_at > ?::timestamptz',
      [hashToken(app.config.sessionSecret, token), new Date().toISOString()],
    );
  if (!session) return null;
  return { userId: session.userId, sessionId: session.id, via };
}

export async function openSession(
  em: EntityManager,
  app: AppDeps,
  user: User,
  meta: { ip: string; userAgent: string | null },
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const session = em.create(Session, {
    tokenHash: hashToken(app.config.sessionSecret, token),
    user,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  await em.persistAndFlush(session);
  return { token, session };
}
