import type { TFunction } from 'i18next';

/**
 * A menu's description in the reader's language. The seeded descriptions are the English texts of
 * `menus.descriptions.<name>`: one that still reads so is translated; one a SuperAdmin rewrote is
 * theirs and shown as written.
 */
export const menuDescription = (menu: { name: string; description: string | null }, t: TFunction) => {
  if (!menu.description) return '';
  const key = `menus.descriptions.${menu.name}`;
  const seeded = t(key, { lng: 'en', defaultValue: '' });
  return seeded !== '' && seeded === menu.description ? t(key) : menu.description;
};
