/** The sidebar's width options in pixels (spec section 9). */
export const sidebarWidths = { default: 250, compact: 200, mini: 80 } as const;
export type SidebarWidth = keyof typeof sidebarWidths;
export const sidebarWidthOptions = Object.keys(sidebarWidths) as SidebarWidth[];
export const isSidebarWidth = (value: unknown): value is SidebarWidth =>
  typeof value === 'string' && Object.hasOwn(sidebarWidths, value);
