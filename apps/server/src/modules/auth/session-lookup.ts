import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session behind an access token and the user's current role, organization and status. */
export const findSessionForRequest = async (db: Db, sessionId: string) => {
  // A signed token with a malformed sid would otherwise reach PostgreSQL as a cast error.
  if (!UUID.test(sessionId)) return undefined;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      deviceId: sessions.deviceId,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      expiresAt: sessions.expiresAt,
      roleId: users.roleId,
      organizationId: users.organizationId,
      status: users.status,
      name: users.name,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
};
