import { createContext, useContext } from 'react';

/**
 * Set inside a row's "more" menu (DataTable on phones): the row's action buttons render as menu
 * items instead, and picking one closes the menu through this function first. Features keep one
 * component for their actions either way.
 */
export const RowActionsMenuContext = createContext<(() => void) | null>(null);

export const useRowActionsMenu = () => useContext(RowActionsMenuContext);
