type Translate = (key: string) => string;

/** The names the server seeds for the three roles (API: roles.name). */
const SEEDED_ROLE_NAMES = ['SuperAdmin', 'Admin', 'User'];

/**
 * A role's name in the reader's language. The seeded names are English words, translated here;
 * a name a SuperAdmin gave the role is theirs and shown as written.
 */
export const roleLabel = (name: string, t: Translate) =>
  SEEDED_ROLE_NAMES.includes(name) ? t(`roles.names.${name}`) : name;
