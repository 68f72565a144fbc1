import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { toggleMode } from '@/shared/theme/theme-slice';

/** Switches between the light and the dark variant of the current palette. */
export const ModeToggle = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((state) => state.theme.mode === 'dark');
  const label = dark ? t('shell.switchToLight') : t('shell.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => dispatch(toggleMode())}>
        {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
};
