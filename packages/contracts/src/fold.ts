/**
 * Search folding (docs/decisions.md "List queries"): what agents skip when they type Azerbaijani
 * names on any keyboard. Every text comparison of the lists compares folded text on both sides:
 * the database folds the column with `emlak_fold(text)` (created by a migration, backed by trigram
 * indexes) and the server folds the user's term with this function. The two must stay identical;
 * a test runs a table of names through both.
 */

/** Azerbaijani letters and their plain Latin stand-ins, applied before lower-casing (see below). */
const FOLDED_LETTERS = { from: 'ƏəIıİÖöÜüŞşÇçĞğ', to: 'eeiiioouussccgg' } as const;

/**
 * Common Latin transliterations of Russian-written names, in the order they are applied: `Shahin`
 * finds "Şahin", `Chingiz` "Çingiz", `Khalid` "Xalid", `Aghdam` "Ağdam", `Zhale` "Jalə". Both sides
 * go through them, so the only cost is a few extra matches where a word really has s+h.
 */
const FOLDED_PAIRS: readonly (readonly [string, string])[] = [
  ['sh', 's'],
  ['ch', 'c'],
  ['kh', 'x'],
  ['gh', 'g'],
  ['zh', 'j'],
];

const letterMap = new Map([...FOLDED_LETTERS.from].map((letter, i) => [letter, FOLDED_LETTERS.to[i]!]));

/**
 * The letters are replaced before lower-casing because `lower('İ')` is "i̇" (i with a combining
 * dot) in Unicode, which would then never match a plain i.
 */
export const foldText = (text: string): string => {
  let folded = [...text]
    .map((letter) => letterMap.get(letter) ?? letter)
    .join('')
    .toLowerCase();
  for (const [from, to] of FOLDED_PAIRS) folded = folded.replaceAll(from, to);
  return folded;
};
