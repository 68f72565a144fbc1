import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import {
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Drawer,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickSearch } from '@/shared/ui/data-table/quick-search';
import { activeFilterCount, clearedFilters, type AnnouncementSearch } from '../search/announcement-search';
import type { MarketSearch } from '../search/use-market-search';
import { DealTabs } from './deal-tabs';
import { SearchFilters } from './search-filters';

export type SearchPanelProps = {
  market: MarketSearch;
  /** The saved-search buttons. */
  actions: ReactNode;
  /** The results count for the phone sheet's "show" button, when known. */
  resultsLabel?: string;
  /** Shown beside the text box (the agent's search meter). */
  aside?: ReactNode;
};

/**
 * The search of the market screen: deal tabs and the one text box always in sight; the other
 * filters under them on a desktop, in a bottom sheet behind a "Filters" button on a phone.
 * Every change is a history entry, except typing, which replaces the entry it is typed in.
 */
export const SearchPanel = ({ market, actions, resultsLabel, aside }: SearchPanelProps) => {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetTitleId = useId();
  const { search, update, go } = market;
  const count = activeFilterCount(search);
  const change = (patch: Partial<AnnouncementSearch>) => update(patch);
  const clear = () => go({ ...clearedFilters(search), q: search.q });

  const textBox = (
    <QuickSearch
      value={search.q}
      onSearch={(q) => update({ q }, { replace: true })}
      label={t('announcements.searchLabel')}
      placeholder={t('announcements.searchPlaceholder')}
      width={420}
    />
  );
  const clearButton =
    count > 0 ? (
      <Button onClick={clear} color="inherit">
        {t('announcements.clearFilters')}
      </Button>
    ) : null;

  if (phone)
    return (
      <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
        <DealTabs deal={search.deal} onChange={(deal) => change({ deal })} fullWidth />
        <Divider />
        <Stack sx={{ p: 1.5, gap: 1.5 }}>
          {textBox}
          {aside}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Badge badgeContent={count} color="primary">
              <Button variant="outlined" startIcon={<FilterListRounded />} onClick={() => setSheetOpen(true)}>
                {t('announcements.filtersButton')}
              </Button>
            </Badge>
            <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>{actions}</Box>
          </Stack>
        </Stack>
        <Drawer
          anchor="bottom"
          // Above the app bar, as a dialog is (a drawer's own layer is under it).
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': sheetTitleId,
              sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '88vh' },
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
            <Typography id={sheetTitleId} variant="h6" component="h2" sx={{ flex: 1, fontSize: 18 }}>
              {t('announcements.filtersTitle')}
            </Typography>
            <IconButton aria-label={t('common.close')} onClick={() => setSheetOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <Divider />
          <Box sx={{ p: 2, overflowY: 'auto' }}>
            <SearchFilters search={search} onChange={change} />
          </Box>
          <Divider />
          <Stack direction="row" sx={{ gap: 1, p: 1.5, justifyContent: 'space-between' }}>
            {clearButton ?? <span />}
            <Button variant="contained" disableElevation onClick={() => setSheetOpen(false)}>
              {resultsLabel ?? t('announcements.showResults')}
            </Button>
          </Stack>
        </Drawer>
      </Card>
    );

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 2,
          px: 2,
          pt: 1,
          pb: 1,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <DealTabs deal={search.deal} onChange={(deal) => change({ deal })} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {aside}
          {textBox}
        </Stack>
      </Stack>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SearchFilters search={search} onChange={change} />
      </Box>
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        {clearButton}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </Stack>
    </Card>
  );
};
