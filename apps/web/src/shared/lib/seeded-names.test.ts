import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { menuDescription } from './menu-description';
import { roleLabel } from './role-label';

afterEach(async () => {
  await i18n.changeLanguage('az');
});

describe('seeded names in the reader language', () => {
  it.each([
    ['az', 'Super admin', 'İstifadəçi'],
    ['en', 'Super admin', 'User'],
    ['ru', 'Суперадмин', 'Пользователь'],
  ])('translates the seeded role names in %s, keeps a given name', async (language, superAdmin, user) => {
    await i18n.changeLanguage(language);
    expect(roleLabel('SuperAdmin', i18n.t)).toBe(superAdmin);
    expect(roleLabel('User', i18n.t)).toBe(user);
    expect(roleLabel('Broker', i18n.t)).toBe('Broker');
  });

  it('translates a seeded menu description, keeps one a SuperAdmin rewrote', async () => {
    await i18n.changeLanguage('ru');
    const seeded = { name: 'contacts', description: "The organization's contact book." };
    expect(menuDescription(seeded, i18n.t)).toBe('Контактная книга организации.');
    expect(menuDescription({ ...seeded, description: 'Bizim kontaktlar' }, i18n.t)).toBe('Bizim kontaktlar');
    expect(menuDescription({ name: 'unknown', description: 'Anything' }, i18n.t)).toBe('Anything');
    expect(menuDescription({ ...seeded, description: null }, i18n.t)).toBe('');
  });
});
