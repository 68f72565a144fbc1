/**
 * The caller's business card as a vCard 3.0 (RFC 2426; the escaping and folding rules are the
 * same in RFC 6350). 3.0 rather than 4.0 because every phone's contact importer reads it: iOS and
 * Android cameras add a scanned 3.0 card as a contact, while 4.0 is still read unevenly.
 */
export type VcardContact = {
  /** The full display name; used for N when the first and last names are unknown. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
  /** The job title (TITLE). */
  title: string | null;
  /** E.164, as every stored phone (docs/domain.md). */
  phone: string | null;
  email: string | null;
};

const CRLF = '\r\n';
/** RFC 2426 section 2.6 / RFC 6350 section 3.2: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A TEXT value: backslash, comma, semicolon and line breaks escaped; other control characters
 * (never valid in a profile field, but a card must not break on one) dropped.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\r\n|\r|\n/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/[\\,;]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one
 * space, cutting only between code points so that a UTF-8 letter ("ə", "ş", "Ж") is never split.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = octets(character);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/** The vCard text, CRLF line endings, ready to send as `text/vcard; charset=utf-8`. */
export const buildVcard = (contact: VcardContact) => {
  const fullName = present(contact.name)
    ? contact.name.trim()
    : [contact.firstName, contact.lastName].filter(present).join(' ');
  // N: family; given; additional; prefixes; suffixes. Without the parts, the full name as family.
  const family = present(contact.lastName)
    ? contact.lastName.trim()
    : present(contact.firstName)
      ? ''
      : fullName;
  const given = present(contact.firstName) ? contact.firstName.trim() : '';
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(fullName)}`,
    `N:${escapeText(family)};${escapeText(given)};;;`,
    present(contact.organization) ? `ORG:${escapeText(contact.organization.trim())}` : null,
    present(contact.title) ? `TITLE:${escapeText(contact.title.trim())}` : null,
    present(contact.phone) ? `TEL;TYPE=CELL:${escapeText(contact.phone.trim())}` : null,
    present(contact.email) ? `EMAIL;TYPE=INTERNET:${escapeText(contact.email.trim())}` : null,
    'END:VCARD',
  ].filter((line): line is string => line !== null);
  return lines.map(foldLine).join(CRLF) + CRLF;
};

/** Azerbaijani letters that Unicode does not decompose into a Latin letter and a mark. */
const transliterations: Record<string, string> = { ə: 'e', Ə: 'E', ı: 'i', ß: 'ss' };

/** Characters that are not safe in a file name anywhere: they become a space, the rest is kept. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * `<name>.vcf` for Content-Disposition: an ASCII slug for `filename` (old clients) and the real
 * name, percent-encoded UTF-8, for `filename*` (RFC 6266), so "Məmmədova" stays "Məmmədova".
 */
export const vcardContentDisposition = (name: string) => {
  const slug = name
    .replace(/[əƏıß]/g, (character) => transliterations[character] ?? character)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const ascii = `${slug || 'business-card'}.vcf`;
  const display = name.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  const encoded = encodeURIComponent(`${display || 'business-card'}.vcf`).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
