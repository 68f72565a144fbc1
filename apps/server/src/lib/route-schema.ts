import type { AccessPolicy, Permission } from '@emlak/contracts';
import { z } from 'zod';

// The pieces every route declaration shares, so that a routes file names only what is its own.

/** The OpenAPI security requirement of a route that needs a signed-in caller. */
export const bearer = [{ bearer: [] }];

/** The documentation fields of a module's signed-in routes: its tag and the bearer requirement. */
export const apiDocs = (tag: string) => ({ tags: [tag], security: bearer });

/** The response of a route that answers 204 (a delete, a reset). */
export const noContent = { 204: z.null().describe('No content') };

/**
 * A route's `config`: the permission of packages/contracts/src/permissions.ts it requires,
 * enforced by the access-policy plugin before the body is read. `paymentGate` also asks for an
 * active subscription.
 */
export const policy = (permission: Permission, options: { paymentGate?: true } = {}) =>
  ({ policy: { permission, ...options } }) satisfies { policy: AccessPolicy };

/** A route's `config` when anyone may call it, signed in or not. */
export const publicPolicy = { policy: { public: true } } as const satisfies { policy: AccessPolicy };
