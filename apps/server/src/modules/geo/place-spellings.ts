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

/** ё is written е as often as not ("Кероглу"); folded text keeps both, so names are matched without. */
const withoutYo = (text: string) => text.replaceAll('ё', 'е');

/** Each Russian or English spelling (folded, ё as е) and the stored name's folded form it stands for. */
const STORED_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(RUSSIAN_NAMES).flatMap(([name, russian]) => {
    const stored = foldText(name);
    return [withoutYo(foldText(russian)), foldText(englishName(name))]
      .filter((spelling) => spelling !== stored)
      .map((spelling) => [spelling, stored] as const);
  }),
);

/** A spelling as a pattern: literal, but its е also matching ё. */
const patternOf = (spelling: string) =>
  spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('е', '[её]');

/**
 * Every spelling at once, as a whole word: after no letter or digit, before none, but for a Russian
 * ending of up to five letters ("Наримановский", "Нариманова"), which goes with the name. Longest
 * first, so that the station "нариман нариманов" is taken whole before the district "нариманов";
 * one pass, so that a name put in is never matched again. A spelling inside another word
 * ("комбинат", "binada") is left alone.
 */
const ANY_SPELLING = new RegExp(
  `(?<![\\p{L}\\d])(${[...STORED_BY_SPELLING.keys()]
    .sort((a, b) => b.length - a.length)
    .map(patternOf)
    .join('|')})[а-яё]{0,5}(?![\\p{L}\\d])`,
  'gu',
);

/**
 * Keeps the forms a search with the others does not already cover: a form containing the term, or
 * containing another form kept, matches only what that one matches ("neriman nerimanov" beside
 * "nerimanov"), and would cost an index scan for nothing.
 */
const needed = (term: string, forms: readonly string[]): string[] =>
  [...new Set(forms)]
    .sort((a, b) => a.length - b.length)
    .reduce<string[]>(
      (kept, form) =>
        form.includes(term) || kept.some((other) => form.includes(other)) ? kept : [...kept, form],
      [],
    );

/**
 * The other forms of a folded search term that should match too, none when it names no place:
 * the term with each Russian or English place name in it replaced by the Azerbaijani one
 * ("м. нариманов" → "м. nerimanov"), or else, when the term is the beginning of such names
 * ("нарим", "ahmad"), those places' Azerbaijani names.
 */
export const placeSpellings = (folded: string): string[] => {
  const replaced = folded.replace(
    ANY_SPELLING,
    (word, spelling: string) => STORED_BY_SPELLING.get(withoutYo(spelling)) ?? word,
  );
  if (replaced !== folded) return needed(folded, [replaced]);
  const term = withoutYo(folded);
  if (term.length < MIN_BEGINNING) return [];
  const begun: string[] = [];
  for (const [spelling, stored] of STORED_BY_SPELLING) if (spelling.startsWith(term)) begun.push(stored);
  return needed(folded, begun).slice(0, MAX_SPELLINGS);
};
