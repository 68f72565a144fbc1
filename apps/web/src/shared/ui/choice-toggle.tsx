import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ReactNode } from 'react';

export type Choice<T extends string> = { value: T; label: string; icon?: ReactNode };

/**
 * One of a few labelled choices as a small exclusive toggle group (a view, a scope, a measure);
 * clicking the chosen one again keeps it chosen rather than choosing nothing.
 */
export const ChoiceToggle = <T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  /** What is being chosen, for screen readers. */
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) => (
  <ToggleButtonGroup
    exclusive
    size="small"
    value={value}
    onChange={(_event, next: T | null) => {
      if (next) onChange(next);
    }}
    aria-label={label}
  >
    {choices.map((choice) => (
      <ToggleButton
        key={choice.value}
        value={choice.value}
        sx={{ textTransform: 'none', gap: 0.75, px: 1.5 }}
      >
        {choice.icon}
        {choice.label}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
