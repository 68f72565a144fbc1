import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { IconButton, Menu } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { RowActionsMenuContext } from './row-actions-menu-context';

export type RowActionsMenuProps = {
  /** Names the button with its row: "Actions: Bakı". */
  label: string;
  /** The row's actions (RowActionButton), shown as the menu's items. */
  children: ReactNode;
};

/** A row's actions behind one "more" (⋮) button, where a row has no room for a button each. */
export const RowActionsMenu = ({ label, children }: RowActionsMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // The items are one feature component, not the menu's direct children, so the menu cannot
        // pick its first item itself: the list takes focus and the first item is focused here.
        disableAutoFocusItem
        slotProps={{
          transition: {
            onEntered: (node: HTMLElement) =>
              node.querySelector<HTMLElement>('[role="menuitem"]:not(.Mui-disabled)')?.focus(),
          },
        }}
      >
        <RowActionsMenuContext.Provider value={close}>{children}</RowActionsMenuContext.Provider>
      </Menu>
    </>
  );
};
