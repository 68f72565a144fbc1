import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './vcard-file-name';

describe('fileNameOfDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      fileNameOfDisposition(
        `attachment; filename="aysel-memmedova.vcf"; filename*=UTF-8''Aysel%20M%C9%99mm%C9%99dova.vcf`,
      ),
    ).toBe('Aysel Məmmədova.vcf');
    expect(fileNameOfDisposition('attachment; filename="aysel.vcf"')).toBe('aysel.vcf');
    expect(fileNameOfDisposition('attachment; filename=aysel.vcf')).toBe('aysel.vcf');
  });

  it('never lets a path through and has a name for a missing or broken header', () => {
    expect(fileNameOfDisposition(`attachment; filename*=UTF-8''..%2F..%2Fevil.vcf`)).toBe('.. .. evil.vcf');
    expect(fileNameOfDisposition(`attachment; filename*=UTF-8''%E0%A4%A.vcf; filename="a.vcf"`)).toBe(
      'a.vcf',
    );
    expect(fileNameOfDisposition(undefined)).toBe('business-card.vcf');
    expect(fileNameOfDisposition('attachment')).toBe('business-card.vcf');
  });
});
