import CheckRounded from '@mui/icons-material/CheckRounded';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { languages } from '@emlak/contracts';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks the interface language; i18n stores it under `lang` and sets `<html lang>`. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Tooltip title={t('shell.changeLanguage')}>
        <Button
          color="inherit"
          // The name holds the code the button shows (WCAG 2.5.3, "label in name"): a voice
          // control user says what they see.
          aria-label={t('common.nameWithShown', {
            name: t('shell.changeLanguage'),
            shown: i18n.language.toUpperCase(),
          })}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          startIcon={<TranslateOutlined />}
          sx={{ minWidth: 0, px: 1.25, color: 'text.secondary', fontWeight: 600 }}
        >
          {i18n.language.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {languages.map((language) => {
          const current = i18n.language === language;
          return (
            <MenuItem
              key={language}
              lang={language}
              selected={current}
              onClick={() => {
                setAnchor(null);
                void i18n.changeLanguage(language);
              }}
            >
              <ListItemIcon>{current && <CheckRounded fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(`common.languages.${language}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
