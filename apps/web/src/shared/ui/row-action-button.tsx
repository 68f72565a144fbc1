import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useRowActionsMenu } from './row-actions-menu-context';

export type RowActionButtonProps = {
  /** Names the action and its row ('Edit Bakı'): screen readers hear it, the tooltip shows it. */
  label: string;
  color?: 'primary' | 'error' | 'warning' | 'success';
  disabled?: boolean;
  /** The tooltip when it should say more than the label, e.g. why the action is off. */
  tooltip?: string;
  onClick: () => void;
  children: ReactNode;
};

/** One icon action of a table row; a menu item with the same name inside a row's "more" menu. */
export const RowActionButton = ({
  label,
  color,
  disabled,
  tooltip,
  onClick,
  children,
}: RowActionButtonProps) => {
  const closeMenu = useRowActionsMenu();
  if (closeMenu)
    return (
      <MenuItem
        disabled={disabled}
        onClick={() => {
          closeMenu();
          onClick();
        }}
        sx={color ? { color: `${color}.main` } : undefined}
      >
        <ListItemIcon sx={{ color: 'inherit' }}>{children}</ListItemIcon>
        {/* A disabled item cannot show a tooltip: the reason is written under the label. */}
        <ListItemText
          primary={label}
          secondary={disabled && tooltip && tooltip !== label ? tooltip : undefined}
        />
      </MenuItem>
    );
  const button = (
    <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return (
    // A disabled button fires no events: a span around it keeps the tooltip working.
    <Tooltip title={tooltip ?? label}>{disabled ? <span>{button}</span> : button}</Tooltip>
  );
};
