import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export type ChoiceOption<T extends string> = {
  value: T;
  label: string;
  caption?: string;
  icon?: ReactNode;
  lang?: string;
};

export type ChoiceGridProps<T extends string> = {
  label: string;
  value: T;
  options: readonly ChoiceOption<T>[];
  onChange: (value: T) => void;
  /** Narrowest tile; tiles wrap onto more rows on a phone instead of overflowing. */
  minTileWidth?: number;
};

/**
 * A labelled set of selectable tiles, one pressed; a choice applies immediately. The pressed tile
 * shows a doubled border as well as the accent tint, so it does not rely on colour alone.
 */
export const ChoiceGrid = <T extends string>({
  label,
  value,
  options,
  onChange,
  minTileWidth = 120,
}: ChoiceGridProps<T>) => {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
        }}
      >
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <ButtonBase
              key={option.value}
              aria-pressed={selected}
              lang={option.lang}
              onClick={() => onChange(option.value)}
              sx={(theme) => ({
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-start',
                gap: 1.25,
                minHeight: 48,
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                boxShadow: selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                bgcolor: selected
                  ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.14 : 0.06)
                  : 'transparent',
                color: selected ? 'primary.main' : 'text.primary',
                textAlign: 'start',
                transition: theme.transitions.create(['border-color', 'background-color']),
                '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
                '&.Mui-focusVisible': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              {option.icon && <Box sx={{ display: 'flex', flexShrink: 0 }}>{option.icon}</Box>}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {option.label}
                </Typography>
                {option.caption && (
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{ color: 'text.secondary', lineHeight: 1.3 }}
                  >
                    {option.caption}
                  </Typography>
                )}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
};
