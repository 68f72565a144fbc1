import {
  CONTACT_NAME_MAX,
  foldText,
  PROBABLE_AGENT_THRESHOLD,
  SEARCH_FIELD,
  type Contact,
  type ListFilter,
  type ListQuery,
  type Owner,
  type OwnerAnnouncement,
  type Page,
  type SaveOwnerToContactsInput,
} from '@emlak/contracts';
import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound, type FieldErrors } from '../../lib/app-error';
import { createCountCache, type ChangeSignal } from '../../lib/count-cache';
import { compileListQuery, escapeLike } from '../../lib/list-query';
import { organizationScope } from '../../lib/organization-scope';
import { normalizePhone } from '../../lib/phone';
import {
  isPhoneLike,
  phoneConditions,
  phoneFilterCondition,
  renumberFilterErrors,
  takeFilters,
} from '../../lib/phone-filter';
import { createContactsService } from '../contacts/contacts.service';
import { ownerNameRows, ownersRepository as repository } from './owners.repository';
import { ownersVisible } from './owners.summary';

/**
 * The announcements an actor's owners come from: every one for a SuperAdmin; the public market
 * (no organization) and the actor's own organization's for everyone else, so that another
 * agency's private listings never reveal their owners.
 */
const visibleTo = (actor: Actor): SQL | undefined => {
  const own = organizationScope(actor, announcements.organizationId);
  return own && or(isNull(announcements.organizationId), own);
};

/**
 * A name condition: `phones`, on owners_visible, the phones one of whose names (as the caller may
 * see them) matches `names`, the condition on owner_summary_names, when it is one alone.
 */
type NameCondition = { phones: SQL; names?: SQL };

/** The `ownerName` filters, each on the names written with a phone. */
const ownerNameConditions = (
  taken: readonly { filter: ListFilter; index: number }[],
  actor: Actor,
): NameCondition[] =>
  taken.map(({ filter, index }) => {
    const compiled = () => compileListQuery(ownerNameRows, { filters: [filter], sortOptions: [] }).where!;
    try {
      const names = compiled();
      return { phones: repository.phonesNamed(names, actor), names };
    } catch (error) {
      if (!(error instanceof AppError) || !error.options.fields) throw error;
      const fields: FieldErrors = {};
      for (const [path, list] of Object.entries(error.options.fields)) {
        fields[path.replace(/^filters\.0\./, `filters.${index}.`)] = list;
      }
      throw new AppError('validation_failed', { fields });
    }
  });

/**
 * The quick search (`text`, Contains only) of owners: their name, as any visible listing of the
 * phone writes it, folded (the row's own names, which owners_visible gives as the caller may see
 * them); and the phone itself when the term looks like one.
 */
const searchConditions = (taken: readonly { filter: ListFilter; index: number }[]): NameCondition[] => {
  const errors: FieldErrors = {};
  const conditions: NameCondition[] = [];
  for (const { filter, index } of taken) {
    const params = { field: filter.field, operator: filter.operator };
    if (filter.operator !== 'Contains') {
      (errors[`filters.${index}.operator`] ??= []).push({ key: 'validation.filterOperatorInvalid', params });
    } else if (typeof filter.value !== 'string') {
      (errors[`filters.${index}.value`] ??= []).push({ key: 'validation.filterValueInvalid', params });
    } else if (filter.value.trim() !== '') {
      const term = filter.value.trim();
      // On the row's own names (migration 0024): a walk in the page's order tests the row it
      // stands on, and a rare name comes from the column's trigram index.
      const named = sql`${ownersVisible.namesFolded} like ${`%${escapeLike(foldText(term))}%`}`;
      const phone = isPhoneLike(term)
        ? phoneFilterCondition([ownersVisible.phone], 'Contains', term)
        : undefined;
      conditions.push({ phones: phone ? sql`(${named} or ${phone})` : named });
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
  return conditions;
};

const phoneOf = (written: string) => {
  const phone = normalizePhone(written);
  if (!phone) throw fieldError('phone', 'validation.invalidPhone');
  return phone;
};

/**
 * Owners are the announcements' first phones (phone2 is usually a second number of the same
 * person, and counting it would count one person twice); a phone behind
 * PROBABLE_AGENT_THRESHOLD announcements or more is flagged as a probable agent.
 */
export const createOwnersService = (db: Db, summaryChanges?: ChangeSignal) => {
  const contacts = createContactsService(db);
  // The broad owner lists (the list as it opens, a common first name) count to the cap: their
  // "10,000+" is remembered a while, like the market's (docs/decisions.md "Owners"). An exact
  // count (a less common name) is remembered until the summaries change, while that is heard.
  const countCache = createCountCache({ changes: summaryChanges });

  return {
    page: async (actor: Actor, query: ListQuery): Promise<Page<Owner>> => {
      const { taken, rest } = takeFilters(query, ['phone', 'ownerName', SEARCH_FIELD]);
      const phones = phoneConditions(
        taken.filter((entry) => entry.filter.field === 'phone'),
        [ownersVisible.phone],
      );
      const names = ownerNameConditions(
        taken.filter((entry) => entry.filter.field === 'ownerName'),
        actor,
      );
      const searches = searchConditions(taken.filter((entry) => entry.filter.field === SEARCH_FIELD));
      const named = [...names, ...searches];
      const onlyNamed =
        rest.query.filters.length === 0 && phones.length === 0 && named.length === 1
          ? named[0]!.names
          : undefined;
      const page = await renumberFilterErrors(rest.indexes, () =>
        repository.page(db, actor, {
          query: rest.query,
          where: and(...phones, ...named.map((condition) => condition.phones)),
          onlyNamed,
          countCache,
        }),
      );
      // Only the phones with listings of the caller's organization need their names read apart.
      const details = await repository.details(
        db,
        page.items.filter((item) => !item.shown).map((item) => item.phone),
        actor,
      );
      return {
        ...page,
        items: page.items.map((item) => {
          const shown = item.shown ?? details.get(item.phone);
          return {
            phone: item.phone,
            ownerName: shown?.ownerName ?? null,
            announcementCount: item.announcementCount,
            lastAnnouncementAt: item.lastAnnouncementAt.toISOString(),
            cities: shown?.cities ?? [],
            isProbableAgent: item.announcementCount >= PROBABLE_AGENT_THRESHOLD,
            alreadyInContacts: item.inContacts,
          };
        }),
      };
    },

    announcements: async (
      actor: Actor,
      written: string,
      paging: { page: number; pageSize: number },
    ): Promise<Page<OwnerAnnouncement>> => {
      const page = await repository.announcements(
        db,
        phoneOf(written),
        visibleTo(actor),
        paging,
        actor.language,
      );
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      };
    },

    /** Files the owner in the actor's contact book under the usual name, unless the actor names them. */
    saveToContacts: async (actor: Actor, input: SaveOwnerToContactsInput): Promise<Contact> => {
      const phone = phoneOf(input.phone);
      const owner = await repository.usualName(db, phone, visibleTo(actor));
      if (!owner) throw notFound();
      const ownerName = (input.ownerName ?? owner.ownerName?.trim() ?? '').slice(0, CONTACT_NAME_MAX);
      if (!ownerName) throw fieldError('ownerName', 'validation.required');
      return contacts.saveFromOwner(actor, {
        ownerName,
        phone1: phone,
        phone2: null,
        phone3: null,
        email: null,
      });
    },
  };
};

export type OwnersService = ReturnType<typeof createOwnersService>;
