import type { Menu } from '@emlak/contracts';
import { Box, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export type MenuChecklistProps = {
  menus: readonly Menu[];
  checked: ReadonlySet<number>;
  readOnly: boolean;
  onToggle: (menuId: number) => void;
};

/** Every menu as a checkable tile: its screen title, its path, and whether it is inactive. */
export const MenuChecklist = ({ menus, checked, readOnly, onToggle }: MenuChecklistProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {menus.map((menu) => {
        const on = checked.has(menu.id);
        const key = `navigation.${menu.name}`;
        const title = i18n.exists(key) ? t(key) : menu.name;
        const inputId = `role-menu-${menu.id}`;
        const titleId = `${inputId}-title`;
        const urlId = `${inputId}-url`;
        return (
          <Box
            component="li"
            key={menu.id}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pr: 1.5,
              py: 0.5,
              borderRadius: 2,
              border: 1,
              borderColor: on ? alpha(theme.palette.primary.main, 0.5) : 'divider',
              bgcolor: on ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
              transition: 'background-color 120ms, border-color 120ms',
            })}
          >
            <Checkbox
              id={inputId}
              checked={on}
              disabled={readOnly}
              onChange={() => onToggle(menu.id)}
              // Named by the screen title alone; the path describes it.
              slotProps={{ input: { 'aria-labelledby': titleId, 'aria-describedby': urlId } as object }}
            />
            <Stack
              component="label"
              htmlFor={inputId}
              sx={{ minWidth: 0, flex: 1, cursor: readOnly ? 'default' : 'pointer' }}
            >
              <Typography id={titleId} variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {title}
              </Typography>
              <Typography
                id={urlId}
                variant="caption"
                sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
                noWrap
              >
                {menu.url}
              </Typography>
            </Stack>
            {!menu.status && <Chip size="small" label={t('roleMenus.inactive')} />}
          </Box>
        );
      })}
    </Box>
  );
};
