const FALLBACK = 'business-card.vcf';

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` (RFC 6266) when there
 * is one, the plain `filename` otherwise. Path separators never reach the saved name.
 */
export const fileNameOfDisposition = (header: string | null | undefined): string => {
  if (!header) return FALLBACK;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const safe = name?.replace(/[/\\]/g, ' ').trim();
  return safe ? safe : FALLBACK;
};
