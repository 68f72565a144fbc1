/**
 * Trigram similarity as pg_trgm computes it (each word padded with two spaces in front and one
 * behind; shared trigrams over all distinct trigrams), for the gazetteer's few hundred names,
 * which are matched in memory rather than by a round trip per keystroke.
 */
export const trigrams = (text: string): Set<string> => {
  const result = new Set<string>();
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index++) result.add(padded.slice(index, index + 3));
  }
  return result;
};

export const similarity = (a: Set<string>, b: Set<string>): number => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return shared / (a.size + b.size - shared);
};
