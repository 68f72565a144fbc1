import {
  can,
  scopeOf,
  type CreatePlanInput,
  type ListQuery,
  type Page,
  type Plan,
  type PlanOption,
  type UpdatePlanInput,
} from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, notFound } from '../../lib/app-error';
import { bakuDate } from '../../lib/baku-time';
import { onForeignKeyViolation, onUniqueViolation } from '../../lib/constraint-errors';
import { recordChange } from '../audit/audit-recorder';
import {
  plansRepository as repository,
  type FigureScope,
  type PlanValues,
  type PlanWithFigures,
} from './plans.repository';

const ENTITY = 'plan';

const toPlan = (row: PlanWithFigures): Plan => ({
  ...row,
  createdDate: row.createdDate.toISOString(),
  lastModifiedDate: row.lastModifiedDate.toISOString(),
});

// The unique index on lower(name) catches the race the check before the write cannot.
const nameTaken = () => duplicateOf('name', 'validation.planNameTaken');
const inUse = () => new AppError('plan_in_use');

/** Who manages plans (a SuperAdmin) sees every plan, inactive ones too; everyone else those on sale. */
const visibleTo = (actor: Actor) => (can(actor.roleId, 'plans.write') ? undefined : eq(plans.isActive, true));

/**
 * Whose subscriptions and charges a caller's figures count: what subscriptions.read lets them see
 * (a SuperAdmin everyone's, an Admin the organization's, a User their own), never another
 * agency's.
 */
const figureScopeOf = (actor: Actor): FigureScope => {
  const scope = scopeOf(actor.roleId, 'subscriptions.read');
  if (scope === 'all') return {};
  if (scope === 'organization') return { organizationId: actor.organizationId };
  return { userId: actor.userId };
};

/** The stored form: the schema allows at most two decimals, so toFixed(2) is the exact amount. */
const valuesOf = (input: CreatePlanInput | UpdatePlanInput): PlanValues => ({
  name: input.name,
  description: input.description || null,
  price: input.price.toFixed(2),
  requestLimit: input.requestLimit,
  isActive: input.isActive ?? true,
  isPopular: input.isPopular ?? false,
});

/**
 * Plans are the operator's price list: every role reads them (others only the ones on sale),
 * only a SuperAdmin writes them (the route policies). No organization scope on the plans; the
 * figures (`activeSubscriptions` on the Baku day of `now`, `totalRevenue` from the budgets' line
 * items) are computed with every read and count only what the caller may see (figureScopeOf).
 */
export const createPlansService = (db: Db) => {
  // After a write, by a SuperAdmin: every organization's figures.
  const withFigures = async (id: number, now: Date): Promise<Plan> =>
    toPlan((await repository.findWithFigures(db, id, bakuDate(now), {}))!);

  return {
    list: async (actor: Actor, now = new Date()): Promise<Plan[]> =>
      (await repository.listWithFigures(db, bakuDate(now), figureScopeOf(actor), visibleTo(actor))).map(
        toPlan,
      ),

    /** The plans on sale, for the pickers and the payment page. */
    active: async (actor: Actor, now = new Date()): Promise<Plan[]> =>
      (
        await repository.listWithFigures(db, bakuDate(now), figureScopeOf(actor), eq(plans.isActive, true))
      ).map(toPlan),

    page: async (actor: Actor, query: ListQuery, now = new Date()): Promise<Page<Plan>> => {
      const page = await repository.page(
        db,
        query,
        actor.language,
        bakuDate(now),
        figureScopeOf(actor),
        visibleTo(actor),
      );
      return { ...page, items: (page.items as PlanWithFigures[]).map(toPlan) };
    },

    /** The plans on sale by display order: `[{value, displayText}]`. */
    dropdown: (actor: Actor): Promise<PlanOption[]> =>
      repository.options(db, actor.language, eq(plans.isActive, true)),

    create: async (actor: Actor, input: CreatePlanInput): Promise<Plan> => {
      const values = valuesOf(input);
      const created = await onUniqueViolation(nameTaken, () =>
        db.transaction(async (tx) => {
          if (await repository.isNameTaken(tx, values.name, null)) throw nameTaken();
          const plan = await repository.insert(tx, values);
          await recordChange(tx, actor, {
            action: 'plan.created',
            entity: ENTITY,
            entityId: plan.id,
            organizationId: null,
            after: plan,
          });
          return plan;
        }),
      );
      return withFigures(created.id, new Date());
    },

    /** A full replacement at the version the client read; a stale version is a 409 stale_version. */
    update: async (actor: Actor, id: number, input: UpdatePlanInput): Promise<Plan> => {
      const values = valuesOf(input);
      await onUniqueViolation(nameTaken, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw new AppError('stale_version');
          if (await repository.isNameTaken(tx, values.name, id)) throw nameTaken();
          const after = await repository.update(tx, id, input.version, values);
          if (!after) throw new AppError('stale_version');
          await recordChange(tx, actor, {
            action: 'plan.updated',
            entity: ENTITY,
            entityId: id,
            organizationId: null,
            before,
            after,
          });
        }),
      );
      return withFigures(id, new Date());
    },

    /**
     * A plan any subscription (or budget line) refers to stays: 409 plan_in_use, deactivate it
     * instead. A subscription created between the check and the delete makes the foreign key
     * refuse it, which is the same answer.
     */
    delete: (actor: Actor, id: number): Promise<void> =>
      onForeignKeyViolation(inUse, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id);
          if (!before) throw notFound();
          if (await repository.isInUse(tx, id)) throw inUse();
          await repository.delete(tx, id);
          await recordChange(tx, actor, {
            action: 'plan.deleted',
            entity: ENTITY,
            entityId: id,
            organizationId: null,
            before,
          });
        }),
      ),
  };
};

export type PlansService = ReturnType<typeof createPlansService>;
