import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readableValue } from '../change-rows';

/** A recorded value: preformatted, wrapping, and "empty" in italics for none. */
export const ChangeValue = ({ value }: { value: unknown }) => {
  const { t } = useTranslation();
  const text = readableValue(value);
  if (text === null)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {t('audit.empty')}
      </Typography>
    );
  return (
    <Box
      component="code"
      sx={{
        fontFamily: 'monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        display: 'block',
      }}
    >
      {text}
    </Box>
  );
};
