import { z } from 'zod';

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
