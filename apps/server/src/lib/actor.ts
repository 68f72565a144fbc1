import type { Language, RoleId, Scope } from '@emlak/contracts';

/**
 * Where a call comes from, signed in or not: what sessions, throttling and the audit log need to
 * know about the client. Built once in the route layer (see `callerOf` in plugins/actor.ts); a
 * scheduled job or a script builds one directly.
 */
export type Caller = {
  language: Language;
  /** Always an IP: see lib/client-address.ts. */
  clientAddress: string;
  userAgent: string | null;
  deviceId: string | null;
  requestId: string;
};

/**
 * Who acts: the signed-in user with the role and organization read from the database on this
 * request, and how far the route's permission reaches for them. Services take an Actor, never a
 * framework request, so the same service serves a route, a job or a script.
 */
export type Actor = Caller & {
  userId: number;
  roleId: RoleId;
  organizationId: number;
  /** How far the permission of the route (or job) reaches for this actor. */
  scope: Scope;
  /** The session the call was made in; null for a job or a script. */
  sessionId: string | null;
  fullName: string;
  email: string;
};
