import { foldText } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { placeSpellings } from './place-spellings';

const spellingsOf = (typed: string) => placeSpellings(foldText(typed));

describe('placeSpellings', () => {
  it.each<[string, string[]]>([
    // Russian and English names in the term are replaced by the stored (Azerbaijani) ones.
    ['Нариманов', ['nerimanov']],
    ['Narimanov', ['nerimanov']],
    ['Ахмедлы', ['ehmedli']],
    ['Khatai', ['xetai']],
    ['Memar Ajami', ['memar ecemi']],
    ['20 Января', ['20 yanvar']],
    // ё or е alike.
    ['Кёроглу', ['koroglu']],
    ['Кероглу', ['koroglu']],
    // The station is taken whole before the district its name contains.
    ['Нариман Нариманов', ['neriman nerimanov']],
    ['квартира нариманов', ['квартира nerimanov']],
    // A Russian ending goes with the name; ё elsewhere in the term stays as typed.
    ['Наримановский район', ['nerimanov район']],
    ['ул. Нариманова', ['ул. nerimanov']],
    ['Кёроглу ёлка', ['koroglu ёлка']],
    // Only whole words: "bina" inside a word is not Binə.
    ['комбинат', []],
    ['binada', []],
    // The beginning of names: the places it begins, but for a name that another one given, or the
    // term itself, already matches ("neriman nerimanov" holds "nerimanov"; "bineqedi" holds "bin").
    ['нарим', ['nerimanov']],
    ['ahmad', ['ehmedli']],
    ['нар', ['nardaran', 'nerimanov']],
    ['bin', []],
    // Nothing to add: the stored spelling itself, too short a beginning, no place.
    ['nerimanov', []],
    ['Yasamal', []],
    ['на', []],
    ['no such place', []],
  ])('%j → %j', (typed, expected) => {
    expect(spellingsOf(typed)).toEqual(expected);
  });
});
