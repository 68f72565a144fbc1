import { describe, expect, it } from 'vitest';
import { buildVcard, escapeText, foldLine, vcardContentDisposition, type VcardContact } from './vcard';
import { parseVcard, propertyOf } from './vcard.test-support';

const aysel: VcardContact = {
  name: 'Aysel Məmmədova',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  organization: 'Şəhər Əmlak, MMC; Bakı',
  title: 'Baş agent',
  phone: '+994501234567',
  email: 'aysel@agency.az',
};

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('buildVcard', () => {
  it('reads back as the same contact, Azerbaijani letters included', () => {
    const card = parseVcard(buildVcard(aysel));
    expect(card.map((property) => property.name)).toEqual([
      'BEGIN',
      'VERSION',
      'FN',
      'N',
      'ORG',
      'TITLE',
      'TEL',
      'EMAIL',
      'END',
    ]);
    expect(propertyOf(card, 'BEGIN').value).toBe('VCARD');
    expect(propertyOf(card, 'VERSION').value).toBe('3.0');
    expect(propertyOf(card, 'FN').value).toBe('Aysel Məmmədova');
    expect(propertyOf(card, 'N').components).toEqual(['Məmmədova', 'Aysel', '', '', '']);
    // The comma and the semicolon are the name's own, not separators.
    expect(propertyOf(card, 'ORG').components).toEqual(['Şəhər Əmlak, MMC; Bakı']);
    expect(propertyOf(card, 'TITLE').value).toBe('Baş agent');
    expect(propertyOf(card, 'TEL')).toMatchObject({ params: ['TYPE=CELL'], value: '+994501234567' });
    expect(propertyOf(card, 'EMAIL').value).toBe('aysel@agency.az');
    expect(propertyOf(card, 'END').value).toBe('VCARD');
  });

  it('ends every line with CRLF and escapes backslashes and line breaks', () => {
    const text = buildVcard({ ...aysel, title: 'Agent\\broker\nline two\r\nthree' });
    expect(text).toContain('TITLE:Agent\\\\broker\\nline two\\nthree\r\n');
    expect(text.split('\r\n').every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(propertyOf(parseVcard(text), 'TITLE').value).toBe('Agent\\broker\nline two\nthree');
  });

  it('leaves out what the profile does not have, and falls back to the full name for N', () => {
    const card = parseVcard(
      buildVcard({
        name: 'Рустам Алиев',
        firstName: null,
        lastName: null,
        organization: null,
        title: '  ',
        phone: null,
        email: 'r@agency.az',
      }),
    );
    expect(card.map((property) => property.name)).toEqual(['BEGIN', 'VERSION', 'FN', 'N', 'EMAIL', 'END']);
    expect(propertyOf(card, 'FN').value).toBe('Рустам Алиев');
    expect(propertyOf(card, 'N').components).toEqual(['Рустам Алиев', '', '', '', '']);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 letter', () => {
    const organization = 'Əmlak ' + 'ğüşıöçə'.repeat(20);
    const text = buildVcard({ ...aysel, organization });
    const physical = text.slice(0, -2).split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A lone surrogate or a cut multi-byte letter would not survive the round trip.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(propertyOf(parseVcard(text), 'ORG').value).toBe(organization);
  });

  it('drops control characters instead of writing them into the card', () => {
    const text = buildVcard({ ...aysel, title: 'Agent\u0000\u0007\u001b' });
    expect(propertyOf(parseVcard(text), 'TITLE').value).toBe('Agent');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes the TEXT specials of RFC 6350 3.4', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('keeps a short line as it is and folds an emoji-long one on code points', () => {
    expect(foldLine('FN:Aysel')).toBe('FN:Aysel');
    const folded = foldLine('NOTE:' + '😀'.repeat(40));
    expect(folded.split('\r\n ').join('')).toBe('NOTE:' + '😀'.repeat(40));
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('vcardContentDisposition', () => {
  it('gives an ASCII slug and the real name in UTF-8', () => {
    expect(vcardContentDisposition('Aysel Məmmədova')).toBe(
      `attachment; filename="aysel-memmedova.vcf"; filename*=UTF-8''Aysel%20M%C9%99mm%C9%99dova.vcf`,
    );
    expect(vcardContentDisposition('Şahin Ağayev-Çələbi')).toContain('filename="sahin-agayev-celebi.vcf"');
    expect(vcardContentDisposition('İlkin Qılıncı')).toContain('filename="ilkin-qilinci.vcf"');
  });

  it('falls back to a neutral ASCII name and never lets a quote or a path through', () => {
    const header = vcardContentDisposition('Рустам "../x" Алиев');
    expect(header).toContain('filename="x.vcf"');
    expect(vcardContentDisposition('Рустам Алиев')).toContain('filename="business-card.vcf"');
    const encoded = header.split("filename*=UTF-8''")[1]!;
    expect(encoded).not.toMatch(/["/\\ ]/);
    expect(decodeURIComponent(encoded)).toBe('Рустам .. x Алиев.vcf');
  });
});
