import { z } from 'zod';
import { queryInteger, text } from './primitives';

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameRu: z.string(),
  kind: z.enum(['city', 'district']),
  latitude: z.number(),
  longitude: z.number(),
  displayOrder: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleDto = z.infer<typeof roleSchema>;

export const menuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  menuUrl: z.string().nullable(),
  status: z.boolean(),
  displayOrder: z.number().int(),
  icon: z.string().nullable(),
});
export type Menu = z.infer<typeof menuSchema>;

/** The largest id a PostgreSQL integer column holds; a bigger one in a path or body is a 400. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().min(1).max(MAX_ID);
/** An id in a path or a query string: decimal digits only. */
export const queryIdSchema = queryInteger({ min: 1, max: MAX_ID });
export const idParamsSchema = z.strictObject({ id: queryIdSchema });
/** The version an update read (optimistic concurrency); a stale one is a 409. */
export const versionSchema = z.number().int().min(1).max(MAX_ID);

const requiredText = (max: number) => text().trim().min(1).max(max);
const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options).trim().max(max).nullable().optional();

export const ROLE_NAME_MAX = 50;
/** Renaming a role; its id (1 Admin, 2 SuperAdmin, 3 User) never changes. */
export const updateRoleSchema = z.strictObject({ name: requiredText(ROLE_NAME_MAX) });
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const roleMenusQuerySchema = z.strictObject({ roleId: queryIdSchema });
export const roleMenusSchema = z.object({
  roleId: z.number().int(),
  menuIds: z.array(z.number().int()),
  menus: z.array(menuSchema),
});
export type RoleMenus = z.infer<typeof roleMenusSchema>;
/** The whole set of menus a role gets; it replaces the previous set. */
export const updateRoleMenusSchema = z.strictObject({ menuIds: z.array(idSchema).max(500) });
export type UpdateRoleMenusInput = z.infer<typeof updateRoleMenusSchema>;

/** A menu's name is the stable key the web app translates, so it is an identifier. */
export const MENU_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*$/;
/** An icon is named by its component name (Material icons: 'Dashboard', 'PersonSearch'). */
export const MENU_ICON_PATTERN = /^[A-Za-z0-9]{1,64}$/;
const APP_PATH_PATTERN = /^\/[A-Za-z0-9\-._~/:]*$/;
export const MENU_DISPLAY_ORDER_MAX = 10_000;

export const menuInputSchema = z.strictObject({
  name: requiredText(64).regex(MENU_NAME_PATTERN),
  url: requiredText(200).regex(APP_PATH_PATTERN),
  description: optionalText(500, { multiline: true }),
  menuUrl: optionalText(200),
  status: z.boolean().default(true),
  displayOrder: z.number().int().min(0).max(MENU_DISPLAY_ORDER_MAX).default(0),
  icon: text().regex(MENU_ICON_PATTERN).nullable().optional(),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

/** Azerbaijan's bounding box: a city outside it is a typing mistake. */
export const AZERBAIJAN_BOUNDS = {
  minLatitude: 38.3,
  maxLatitude: 41.95,
  minLongitude: 44.7,
  maxLongitude: 50.9,
};
export const CITY_DISPLAY_ORDER_MAX = 100_000;

export const cityInputSchema = z.strictObject({
  name: requiredText(100),
  nameEn: requiredText(100),
  nameRu: requiredText(100),
  kind: z.enum(['city', 'district']),
  latitude: z.number().min(AZERBAIJAN_BOUNDS.minLatitude).max(AZERBAIJAN_BOUNDS.maxLatitude),
  longitude: z.number().min(AZERBAIJAN_BOUNDS.minLongitude).max(AZERBAIJAN_BOUNDS.maxLongitude),
  displayOrder: z.number().int().min(0).max(CITY_DISPLAY_ORDER_MAX).default(0),
});
export type CityInput = z.infer<typeof cityInputSchema>;
