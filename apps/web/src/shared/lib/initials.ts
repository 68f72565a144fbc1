/** Up to two initials of a full name ('Aysel Məmmədova' → 'AM'); an e-mail gives its first letter. */
export const initials = (name: string | null | undefined): string => {
  const words = (name ?? '').split('@')[0]!.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
};
