import type { Menu } from '@emlak/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The screen title the sidebar shows for this key, with the key itself under it. */
export const MenuNameCell = ({ menu }: { menu: Menu }) => {
  const { t, i18n } = useTranslation();
  const key = `navigation.${menu.name}`;
  const translated = i18n.exists(key);
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color: translated ? 'text.primary' : 'text.secondary' }}
      >
        {translated ? t(key) : t('menus.untranslated')}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {menu.name}
      </Typography>
    </Stack>
  );
};
