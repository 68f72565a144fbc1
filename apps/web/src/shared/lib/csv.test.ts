import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvBlob, csvField, csvOptionsFor, toCsv } from './csv';

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

  // OWASP "CSV Injection": a text a spreadsheet would run as a formula gets a leading quote.
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['+994501234567', "'+994501234567"],
    ['a=b', 'a=b'],
    ['Nizami küç. 10', 'Nizami küç. 10'],
  ])('neutralizes the formula %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    [-5, '-5'],
    [-0.5, '-0.5'],
  ])('keeps the number %j a number', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('neutralizes formulas in every row of an export', () => {
    expect(toCsv([['Ad'], ['=1+1'], ['@x']])).toBe("Ad\r\n'=1+1\r\n'@x");
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

  it.each([
    ['az', 'Ad;Qiymət;Tarix\r\n"Quba; Qusar";1234,5;22.11.2026\r\n-5;0,25;x,y'],
    ['ru', 'Ad;Qiymət;Tarix\r\n"Quba; Qusar";1234,5;22.11.2026\r\n-5;0,25;x,y'],
    ['en', 'Ad,Qiymət,Tarix\r\nQuba; Qusar,1234.5,22.11.2026\r\n-5,0.25,"x,y"'],
  ])('writes %s with its separator and decimal mark', (language, expected) => {
    const rows = [
      ['Ad', 'Qiymət', 'Tarix'],
      ['Quba; Qusar', 1234.5, '22.11.2026'],
      [-5, 0.25, 'x,y'],
    ];
    expect(toCsv(rows, csvOptionsFor(language))).toBe(expected);
  });

  it('still neutralizes formulas with a language format', () => {
    expect(toCsv([['=1+1', -2]], csvOptionsFor('az'))).toBe("'=1+1;-2");
  });
});
