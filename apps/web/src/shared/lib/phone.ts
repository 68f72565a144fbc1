/**
 * Phones are stored in E.164 (docs/domain.md); people read Azerbaijani numbers grouped the way they
 * are spoken: '+994501234567' → '+994 50 123 45 67'. Anything else is shown as stored. On a page a
 * phone goes through `PhoneText` or `Ltr` (shared/ui): rtl would reorder its digit groups.
 */
const AZ_MOBILE = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/;

export const formatPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const match = AZ_MOBILE.exec(phone);
  return match ? `+994 ${match.slice(1).join(' ')}` : phone;
};

/** A tel: link target: the digits and a leading +, whatever the spacing. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
