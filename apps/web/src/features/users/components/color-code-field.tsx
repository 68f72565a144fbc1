import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ColorizeRounded from '@mui/icons-material/ColorizeRounded';
import { Box, ButtonBase, FormHelperText, FormLabel, Stack, Tooltip } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useId, type ChangeEvent } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';

/** Colours that read well as avatar backgrounds in both modes. */
export const SWATCHES = [
  '#1e88e5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
  '#e53935',
  '#f4511e',
  '#fb8c00',
  '#c0a000',
  '#43a047',
  '#00897b',
  '#00acc1',
  '#6d4c41',
  '#546e7a',
] as const;

export type ColorCodeFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
};

const SIZE = 32;

const swatchSx = (selected: boolean) => ({
  width: SIZE,
  height: SIZE,
  borderRadius: '50%',
  border: 2,
  borderColor: selected ? 'text.primary' : 'transparent',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 0 0 0 1px ${theme.palette.divider}`,
  transition: 'transform 120ms',
  '&:hover': { transform: 'scale(1.08)' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
});

/** A palette of swatches, "no colour", and the browser's own picker for any other colour. */
export const ColorCodeField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
}: ColorCodeFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' ? field.value.toLowerCase() : '';
  const custom = value !== '' && !(SWATCHES as readonly string[]).includes(value);
  const mark = (color: string) => (getContrastRatio(color, '#fff') >= 3 ? '#fff' : '#000');
  const error = fieldErrorText(fieldState.error, label, t, i18n.language);

  return (
    <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>
      <FormLabel id={labelId} sx={{ fontSize: 14, display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Stack
        role="group"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Tooltip title={t('users.noColor')}>
          <ButtonBase
            aria-label={t('users.noColor')}
            aria-pressed={value === ''}
            onClick={() => field.onChange('')}
            sx={{ ...swatchSx(value === ''), color: 'text.secondary', bgcolor: 'action.hover' }}
          >
            <BlockRounded fontSize="small" />
          </ButtonBase>
        </Tooltip>
        {SWATCHES.map((color) => (
          <Tooltip key={color} title={color}>
            <ButtonBase
              aria-label={t('users.pickColor', { color })}
              aria-pressed={value === color}
              onClick={() => field.onChange(color)}
              sx={{ ...swatchSx(value === color), bgcolor: color, color: mark(color) }}
            >
              {value === color && <CheckRounded fontSize="small" />}
            </ButtonBase>
          </Tooltip>
        ))}
        <Tooltip title={t('users.customColor')}>
          <Box
            component="label"
            sx={{
              ...swatchSx(custom),
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              cursor: 'pointer',
              bgcolor: custom ? value : 'action.hover',
              color: custom ? mark(value) : 'text.secondary',
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <ColorizeRounded fontSize="small" />
            <Box
              component="input"
              type="color"
              name={field.name}
              ref={field.ref}
              aria-label={t('users.customColor')}
              value={value || '#1e88e5'}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                field.onChange(event.target.value.toLowerCase())
              }
              onBlur={field.onBlur}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                cursor: 'pointer',
                width: '100%',
                height: '100%',
              }}
            />
          </Box>
        </Tooltip>
      </Stack>
      <FormHelperText id={hintId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? hint ?? ' '}
      </FormHelperText>
    </Box>
  );
};
