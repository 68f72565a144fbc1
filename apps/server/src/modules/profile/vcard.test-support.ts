/**
 * A small vCard reader for the tests: unfolds the lines (RFC 6350 section 3.2), splits each into
 * name, parameters and value, and unescapes TEXT values, so that a test checks what a phone's
 * importer would read rather than the bytes the builder happened to write.
 */
export type VcardProperty = { name: string; params: string[]; value: string; components: string[] };

const unescape = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, character: string) =>
    character.toLowerCase() === 'n' ? '\n' : character,
  );

/** Splits at the separators that are not escaped. */
const splitUnescaped = (value: string, separator: string) => {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index]!;
    if (character === '\\' && index + 1 < value.length) {
      current += character + value[index + 1];
      index += 1;
    } else if (character === separator) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts;
};

export const parseVcard = (text: string): VcardProperty[] => {
  if (!text.endsWith('\r\n')) throw new Error('a vCard ends with CRLF');
  if (/(^|[^\r])\n/.test(text)) throw new Error('a bare LF: vCard lines end with CRLF');
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  return lines.map((line) => {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`not a content line: ${line}`);
    const [name, ...params] = line.slice(0, colon).split(';');
    const raw = line.slice(colon + 1);
    return {
      name: name!.toUpperCase(),
      params,
      value: unescape(raw),
      components: splitUnescaped(raw, ';').map(unescape),
    };
  });
};

/** The one property of that name (the test fails when there are none or several). */
export const propertyOf = (properties: VcardProperty[], name: string) => {
  const found = properties.filter((property) => property.name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${name} properties`);
  return found[0]!;
};
