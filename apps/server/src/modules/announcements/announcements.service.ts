import type {
  Announcement,
  AnnouncementListItem,
  AnnouncementTableQuery,
  CreateAnnouncementInput,
  DropdownOption,
  Page,
  UpdateAnnouncementInput,
} from '@emlak/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { announcements } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error';
import { onForeignKeyViolation, onUniqueViolation } from '../../lib/constraint-errors';
import { normalizePhone } from '../../lib/phone';
import { recordChange } from '../audit/audit-recorder';
import type { Metered } from '../request-limits/request-meter';
import { searchAnnouncements, type SearchOptions } from './ad-search';
import { assertChangeable, isEditable } from './announcement-access';
import { toAnnouncementListItem, visibleAnnouncements } from './announcement-columns';
import type { PlaceNameMemory, PlaceNames } from './place-name-memory';
import {
  announcementsRepository as repository,
  type AnnouncementDetailRow,
  type AnnouncementRecord,
  type AnnouncementValues,
} from './announcements.repository';
import { createCountCache } from '../../lib/count-cache';
import { createPageAnchors } from '../../lib/page-anchors';

const ENTITY = 'announcement';
const alreadySold = () => new AppError('already_sold');
/** The probable duplicates GET /ad/{id}/duplicates lists at most. */
export const DUPLICATES_SHOWN = 20;

const toAnnouncement = (actor: Actor, row: AnnouncementDetailRow, names: PlaceNames): Announcement => ({
  ...toAnnouncementListItem(row, names),
  description: row.description,
  address: row.address,
  landmark: row.landmark,
  phone1: row.phone1,
  phone2: row.phone2,
  hasTitleDeed: row.hasTitleDeed,
  isRenovated: row.isRenovated,
  mortgage: row.mortgage,
  latitude: row.latitude,
  longitude: row.longitude,
  geoPrecision: row.geoPrecision,
  organizationName: row.organizationName,
  createdByUserId: row.createdByUserId,
  soldAt: row.soldAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  editable: isEditable(actor, row),
});

const fieldErrors = (fields: FieldErrors) => new AppError('validation_failed', { fields });
const addError = (errors: FieldErrors, field: string, key: FieldErrors[string][number]['key']) => {
  (errors[field] ??= []).push({ key, params: { field } });
};

/** Optional text as stored: an empty (or blank, after the schema's trim) value is no value. */
const textOrNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The stored form of a listing: phones in E.164, amounts as exact decimals, empty optional fields
 * as null. A phone that is not a valid number is a field error (the schema says so first).
 */
const valuesOf = (input: CreateAnnouncementInput | UpdateAnnouncementInput): AnnouncementValues => {
  const errors: FieldErrors = {};
  const phone1 = normalizePhone(input.phone1);
  if (!phone1) addError(errors, 'phone1', 'validation.invalidPhone');
  const phone2 = input.phone2 ? normalizePhone(input.phone2) : null;
  if (input.phone2 && !phone2) addError(errors, 'phone2', 'validation.invalidPhone');
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return {
    title: textOrNull(input.title),
    description: textOrNull(input.description),
    // The schema allows at most two decimals: toFixed(2) writes the exact amount.
    price: input.price.toFixed(2),
    addType: input.addType,
    propertyType: input.propertyType,
    cityId: input.cityId,
    districtId: input.districtId ?? null,
    metroStationId: input.metroStationId ?? null,
    address: textOrNull(input.address),
    landmark: textOrNull(input.landmark),
    owner: textOrNull(input.owner),
    ownerType: input.ownerType,
    phone1: phone1!,
    phone2,
    color: input.color ? input.color.toLowerCase() : null,
    rooms: input.rooms ?? null,
    stage: input.stage ?? null,
    stages: input.stages ?? null,
    area: input.area.toFixed(2),
    areaMeasureUnit: input.areaMeasureUnit,
    hasTitleDeed: input.hasTitleDeed ?? null,
    isRenovated: input.isRenovated ?? null,
    mortgage: input.mortgage ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    baseUrl: textOrNull(input.baseUrl),
  };
};

/** The city exists, and the district and the metro station (when given) exist and lie in it. */
const assertPlaces = async (db: Executor, values: AnnouncementValues) => {
  const check = await repository.places(db, values.cityId, values.districtId, values.metroStationId);
  const errors: FieldErrors = {};
  if (!check.cityExists) addError(errors, 'cityId', 'validation.invalidValue');
  if (values.districtId !== null) {
    if (check.districtCityId === null) addError(errors, 'districtId', 'validation.invalidValue');
    else if (check.districtCityId !== values.cityId)
      addError(errors, 'districtId', 'validation.districtNotInCity');
  }
  if (values.metroStationId !== null) {
    if (check.metroCityId === null) addError(errors, 'metroStationId', 'validation.invalidValue');
    else if (check.metroCityId !== values.cityId)
      addError(errors, 'metroStationId', 'validation.metroNotInCity');
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
};

/** A source link belongs to one listing: a second one is a 409 naming the field. */
const duplicateBaseUrl = () =>
  new AppError('duplicate', { fields: { baseUrl: [{ key: 'duplicate', params: { field: 'baseUrl' } }] } });

const assertBaseUrlFree = async (db: Executor, values: AnnouncementValues, exceptId: number | null) => {
  if (values.baseUrl !== null && (await repository.isBaseUrlTaken(db, values.baseUrl, exceptId))) {
    throw duplicateBaseUrl();
  }
};

/**
 * The organization a new listing belongs to. An agent (User, Admin) posts for the own
 * organization and may not name another, nor none (a public market listing): 400 on
 * `organizationId`. A SuperAdmin names an existing organization, or none for a public listing.
 */
const targetOrganization = async (
  db: Executor,
  actor: Actor,
  requested: number | null | undefined,
): Promise<number | null> => {
  if (actor.scope !== 'all') {
    if (requested === undefined || requested === actor.organizationId) return actor.organizationId;
    throw fieldErrors({
      organizationId: [{ key: 'validation.invalidValue', params: { field: 'organizationId' } }],
    });
  }
  if (requested === undefined || requested === null) return null;
  if (!(await repository.organizationExists(db, requested))) {
    throw fieldErrors({
      organizationId: [{ key: 'validation.invalidValue', params: { field: 'organizationId' } }],
    });
  }
  return requested;
};

const sameValues = (values: AnnouncementValues, before: AnnouncementRecord) =>
  (Object.keys(values) as (keyof AnnouncementValues)[]).every((field) => values[field] === before[field]);

export const createAnnouncementsService = (db: Db, placeNames: PlaceNameMemory) => {
  // The market's broad searches reach the count cap; the same one within seconds is not counted again.
  const countCache = createCountCache();
  // A deep page next to one served a moment ago seeks to its rows instead of walking a million.
  const anchors = createPageAnchors();
  const detail = async (executor: Executor, actor: Actor, id: number) => {
    const [row, names] = await placeNames.alongside(
      repository.findDetail(executor, actor, id, undefined),
      actor.language,
    );
    if (!row) throw notFound();
    return toAnnouncement(actor, row, names);
  };

  const search = (
    actor: Actor,
    body: AnnouncementTableQuery,
    options: Omit<SearchOptions, 'hideDuplicates' | 'placeNames'>,
  ) => {
    const { hideDuplicates, ...query } = body;
    return searchAnnouncements(db, actor, query, {
      ...options,
      hideDuplicates,
      countCache,
      anchors,
      placeNames,
    });
  };

  return {
    /** The market list: unsold listings the caller may see (a metered search for a User). */
    table: (actor: Actor, body: AnnouncementTableQuery): Promise<Metered<Page<AnnouncementListItem>>> =>
      search(actor, body, { includeSold: false }),

    /** The market list with sold listings too (a metered search for a User). */
    allTable: (actor: Actor, body: AnnouncementTableQuery): Promise<Metered<Page<AnnouncementListItem>>> =>
      search(actor, body, { includeSold: true }),

    /** The listings the caller posted, sold ones included (not metered). */
    postedTable: (actor: Actor, body: AnnouncementTableQuery): Promise<Metered<Page<AnnouncementListItem>>> =>
      search(actor, body, { includeSold: true, postedByCaller: true }),

    /** A listing the caller cannot see is a 404: its existence is not their business. */
    get: async (actor: Actor, id: number): Promise<Announcement> => {
      const [row, names] = await placeNames.alongside(
        repository.findDetail(db, actor, id, visibleAnnouncements(actor)),
        actor.language,
      );
      if (!row) throw notFound();
      return toAnnouncement(actor, row, names);
    },

    /** The listing's probable-duplicate group (docs/decisions.md "Announcements"), as far as the caller sees. */
    duplicates: async (actor: Actor, id: number): Promise<AnnouncementListItem[]> => {
      const visible = visibleAnnouncements(actor);
      const [listing] = await db
        .select({ duplicateOf: announcements.duplicateOf })
        .from(announcements)
        .where(and(eq(announcements.id, id), visible));
      if (!listing) throw notFound();
      const [rows, names] = await placeNames.alongside(
        repository.duplicates(db, actor, id, listing.duplicateOf ?? id, visible, DUPLICATES_SHOWN),
        actor.language,
      );
      return rows.map((row) => toAnnouncementListItem(row, names));
    },

    /** The caller's own posted, unsold listings. */
    dropdown: (actor: Actor): Promise<DropdownOption[]> =>
      repository.dropdown(
        db,
        and(
          visibleAnnouncements(actor),
          eq(announcements.createdByUserId, actor.userId),
          sql`not ${announcements.isSold}`,
        ),
      ),

    create: async (actor: Actor, input: CreateAnnouncementInput): Promise<Announcement> => {
      const values = valuesOf(input);
      const organizationId = await targetOrganization(db, actor, input.organizationId);
      return onUniqueViolation(duplicateBaseUrl, () =>
        db.transaction(async (tx) => {
          await assertPlaces(tx, values);
          await assertBaseUrlFree(tx, values, null);
          const row = await repository.insert(tx, {
            ...values,
            organizationId,
            createdByUserId: actor.userId,
          });
          await recordChange(tx, actor, {
            action: 'announcement.created',
            entity: ENTITY,
            entityId: row.id,
            organizationId,
            after: row,
          });
          return detail(tx, actor, row.id);
        }),
      );
    },

    /**
     * A full replacement at the version the client read. Checked in this order: visible (404),
     * the caller's to change (403), not sold (409 already_sold), the version (409
     * stale_version), then the places and the source link (400, 409 duplicate).
     */
    update: async (actor: Actor, id: number, input: UpdateAnnouncementInput): Promise<Announcement> => {
      const values = valuesOf(input);
      return onUniqueViolation(duplicateBaseUrl, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id, visibleAnnouncements(actor));
          if (!before) throw notFound();
          assertChangeable(actor, before);
          if (before.version !== input.version) throw new AppError('stale_version');
          await assertPlaces(tx, values);
          // An edit that changes nothing keeps the version and writes no audit entry.
          if (sameValues(values, before)) return detail(tx, actor, id);
          await assertBaseUrlFree(tx, values, id);
          const after = await repository.update(tx, id, input.version, values);
          if (!after) throw new AppError('stale_version');
          await recordChange(tx, actor, {
            action: 'announcement.updated',
            entity: ENTITY,
            entityId: id,
            organizationId: before.organizationId,
            before,
            after,
          });
          return detail(tx, actor, id);
        }),
      );
    },

    /** Removes the listing with the personal-list rows holding it (unsold, so none is a sale). */
    delete: (actor: Actor, id: number): Promise<void> =>
      // A sold personal-list row would make the foreign key refuse the delete: the sale is final.
      onForeignKeyViolation(alreadySold, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id, visibleAnnouncements(actor));
          if (!before) throw notFound();
          assertChangeable(actor, before);
          await repository.delete(tx, id);
          await recordChange(tx, actor, {
            action: 'announcement.deleted',
            entity: ENTITY,
            entityId: id,
            organizationId: before.organizationId,
            before,
          });
        }),
      ),
  };
};

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
