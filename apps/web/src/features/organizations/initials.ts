/** Up to two initials of a full name ('Aysel Məmmədova' → 'AM'); an e-mail gives its first letter. */
export const initials = (name: string | null | undefined): string => {
  const words = (name ?? '').split('@')[0]!.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The user's own colour when the record carries a valid one. */
export const colorCodeOf = (user: object): string | null => {
  const value = (user as { colorCode?: unknown }).colorCode;
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : null;
};
