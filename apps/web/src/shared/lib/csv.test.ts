import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvBlob, csvField, toCsv } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['Bakı', 'Bakı'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [40.4093, '40.4093'],
    [0, '0'],
    [true, 'true'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('joins fields with commas and records with CRLF', () => {
    expect(
      toCsv([
        ['Ad', 'Növ'],
        ['Şəki', 'Şəhər'],
        ['Quba, Qusar', '"x"'],
      ]),
    ).toBe('Ad,Növ\r\nŞəki,Şəhər\r\n"Quba, Qusar","""x"""');
  });

  it('starts the file with a UTF-8 byte-order mark', async () => {
    const blob = csvBlob([['Gəncə']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Gəncə\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
