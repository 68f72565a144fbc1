import CheckRounded from '@mui/icons-material/CheckRounded';
import { Chip } from '@mui/material';
import type { ReactNode } from 'react';

export type ToggleChipProps = {
  label: ReactNode;
  selected: boolean;
  onToggle: () => void;
};

/** A chip that is on or off (a toggle button to assistive technology: aria-pressed). */
export const ToggleChip = ({ label, selected, onToggle }: ToggleChipProps) => (
  <Chip
    label={label}
    clickable
    onClick={onToggle}
    aria-pressed={selected}
    color={selected ? 'primary' : 'default'}
    variant={selected ? 'filled' : 'outlined'}
    icon={selected ? <CheckRounded /> : undefined}
    sx={{ fontWeight: 500 }}
  />
);
