import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PalettePopover } from './palette-popover';

/** The app bar's palette button. */
export const PalettePicker = () => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('shell.chooseThemeColour')}>
        <IconButton
          aria-label={t('shell.chooseThemeColour')}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <PaletteOutlined />
        </IconButton>
      </Tooltip>
      <PalettePopover anchorEl={anchor} onClose={() => setAnchor(null)} />
    </>
  );
};
