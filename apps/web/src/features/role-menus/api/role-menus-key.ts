/** One role's menu ids (GET /roles/menus?roleId=). */
export const roleMenusKey = (roleId: number) => ['roles', 'menus', roleId] as const;

/**
 * The shell's sidebar query (app/shell/use-user-menu.ts: ['menus', 'user-menu', roleId]). A
 * feature may not import app/, so the key is repeated here; the role-menus test checks that the
 * sidebar refetches after a save.
 */
export const USER_MENU_KEY = ['menus', 'user-menu'] as const;
