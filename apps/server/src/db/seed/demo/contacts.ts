import type { contacts } from '../../schema';
import { mobilePhone, personName, type AnnouncementRow } from '../generator/generate-announcements';
import type { Random } from '../generator/random';

type ContactRow = typeof contacts.$inferInsert;

const LATIN: Readonly<Record<string, string>> = { ə: 'e', ı: 'i', ö: 'o', ü: 'u', ş: 'sh', ç: 'ch', ğ: 'gh' };
const emailOf = (name: string) =>
  `${name
    .toLocaleLowerCase('az')
    .replace(/[əıöüşçğ]/g, (letter) => LATIN[letter] ?? letter)
    .replace(/\s+/g, '.')}@mail.az`;

const CONTACTS_PER_AGENCY = 20;

/**
 * An agency's contact book: mostly people met off the market, and a quarter of owners taken
 * from its announcements (the owners screen's "save to contacts").
 */
export const buildContacts = (
  random: Random,
  organizationId: number,
  creatorIds: readonly number[],
  rows: readonly AnnouncementRow[],
): ContactRow[] =>
  Array.from({ length: CONTACTS_PER_AGENCY }, (_, index) => {
    const fromMarket = index % 4 === 0 ? random.pick(rows) : null;
    const ownerName = fromMarket?.owner ?? personName(random, true);
    return {
      organizationId,
      ownerName,
      phone1: fromMarket?.phone1 ?? mobilePhone(random),
      phone2: fromMarket ? fromMarket.phone2 : random.chance(0.3) ? mobilePhone(random) : null,
      phone3: random.chance(0.1) ? mobilePhone(random) : null,
      email: ownerName.includes(' ') && random.chance(0.4) ? emailOf(ownerName) : null,
      createdByUserId: random.pick(creatorIds),
    };
  });
