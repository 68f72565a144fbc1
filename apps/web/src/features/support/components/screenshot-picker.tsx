import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ScreenshotPickerProps = {
  /** The chosen file, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The message under the field (already translated), or undefined. */
  error?: string;
};

/**
 * The optional screenshot of a support request: a button that opens the file chooser (PNG, JPEG,
 * WebP), a preview of the chosen image with its name, and a button to remove it.
 */
export const ScreenshotPicker = ({ file, onChange, error }: ScreenshotPickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const label = t('support.form.screenshot');
  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        aria-invalid={Boolean(error)}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same file chosen again after a removal must fire a change again.
          event.target.value = '';
          onChange(chosen);
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {preview && file && (
          <Box
            component="img"
            src={preview}
            alt={t('support.form.preview', { name: file.name })}
            sx={{
              width: 96,
              height: 64,
              objectFit: 'cover',
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-help`}
        >
          {file ? t('support.form.change') : t('support.form.choose')}
        </Button>
        {file && (
          <>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Typography>
            <Tooltip title={t('support.form.remove')}>
              <IconButton aria-label={t('support.form.remove')} onClick={() => onChange(null)}>
                <DeleteOutlineRounded />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(error)}>
        {error ?? t('support.form.screenshotHint')}
      </FormHelperText>
    </Box>
  );
};
