import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/shared/ui/ltr';
import { formatFileSize } from '../file-size';
import { ACCEPTED_EXTENSIONS } from '../import-columns';

export type FileDropZoneProps = {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Why the chosen file cannot be sent, shown under the zone. */
  error?: string | null;
};

/**
 * Where the file is dropped or chosen. The button opens the system's file picker (the keyboard's
 * way in); dropping a file anywhere on the zone does the same.
 */
export const FileDropZone = ({ file, onFile, disabled, error }: FileDropZoneProps) => {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState(false);
  const hintId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={(theme) => ({
        border: 2,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
        borderRadius: 3,
        p: { xs: 2.5, sm: 4 },
        textAlign: 'center',
        bgcolor: over ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        transition: 'background-color 150ms, border-color 150ms',
      })}
    >
      <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
        {file ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, maxWidth: '100%' }}>
            <InsertDriveFileOutlined color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              <Ltr>{formatFileSize(file.size, i18n.language)}</Ltr>
            </Typography>
          </Stack>
        ) : (
          <>
            <UploadFileRounded sx={{ fontSize: 44, color: 'primary.main' }} aria-hidden />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t('adImport.dropTitle')}
            </Typography>
          </>
        )}
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('adImport.dropHint')}
        </Typography>
        <Button
          variant={file ? 'outlined' : 'contained'}
          disableElevation
          component="label"
          disabled={disabled}
        >
          {t(file ? 'adImport.change' : 'adImport.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPTED_EXTENSIONS.join(',')}
            aria-describedby={hintId}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onFile(chosen);
              // The same file chosen again (after fixing it) must fire a change too.
              event.target.value = '';
            }}
          />
        </Button>
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {error}
          </Typography>
        )}
      </Stack>
    </Box>
  );
};
