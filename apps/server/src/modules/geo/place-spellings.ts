import { foldText } from '@emlak/contracts';
import { englishName, RUSSIAN_NAMES } from './place-names';

/**
 * The quick search's other spellings of Baku's districts, settlements and metro stations
 * (docs/decisions.md "An offline gazetteer"). A listing's `search_text` holds their Azerbaijani
 * names only, while a Russian screen shows "Нариманов" and an English one "Narimanov", and agents
 * type what they read. A search term that names such a place in Russian or English is therefore
 * also searched with the Azerbaijani name in its stead: one more arm of the search's OR, served by
 * the same trigram index.
 */

/** At most this many other spellings of one term: each is one more index scan. */
const MAX_SPELLINGS = 4;
/** A term shorter than this is not taken for the beginning of a place's name ("на" is too vague). */
const MIN_BEGINNING = 3;

/** ё is written е as often as not ("Кероглу"); folded text keeps both, so both sides drop it. */
const withoutYo = (text: string) => text.replaceAll('ё', 'е');

/** Each Russian or English spelling (folded) and the stored name's folded form it stands for. */
const STORED_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(RUSSIAN_NAMES).flatMap(([name, russian]) => {
    const stored = foldText(name);
    return [withoutYo(foldText(russian)), foldText(englishName(name))]
      .filter((spelling) => spelling !== stored)
      .map((spelling) => [spelling, stored] as const);
  }),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every spelling at once, longest first, so that the station "нариман нариманов" is taken whole
 * before the district "нариманов"; one pass, so that a name put in is never matched again.
 */
const ANY_SPELLING = new RegExp(
  [...STORED_BY_SPELLING.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'g',
);

/**
 * The other forms of a folded search term that should match too, none when it names no place:
 * the term with each Russian or English place name in it replaced by the Azerbaijani one
 * ("м. нариманов" → "м. nerimanov"), or else, when the term is the beginning of such names
 * ("нарим", "ahmad"), those places' Azerbaijani names.
 */
export const placeSpellings = (folded: string): string[] => {
  const term = withoutYo(folded);
  const replaced = term.replace(ANY_SPELLING, (spelling) => STORED_BY_SPELLING.get(spelling) ?? spelling);
  if (replaced !== term) return [replaced];
  if (term.length < MIN_BEGINNING) return [];
  const begun = new Set<string>();
  for (const [spelling, stored] of STORED_BY_SPELLING) {
    if (spelling.startsWith(term)) begun.add(stored);
    if (begun.size === MAX_SPELLINGS) break;
  }
  return [...begun];
};
