import type { RoleDto } from '@emlak/contracts';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { roleLabel } from '@/shared/lib/role-label';
import { RoleIcon } from '@/shared/ui/role-icon';
import { RowActionButton } from '@/shared/ui/row-action-button';

export type RolesTableProps = {
  roles: UseQueryResult<RoleDto[]>;
  /** Given to a SuperAdmin: the rename button on each row. */
  onRename?: (role: RoleDto) => void;
};

/** The three roles: id, name and what each may do; loading, error and empty states. */
export const RolesTable = ({ roles, onRename }: RolesTableProps) => {
  const { t, i18n } = useTranslation();
  const columns = onRename ? 4 : 3;
  const rows = () => {
    if (roles.isPending)
      return [0, 1, 2].map((index) => (
        <TableRow key={index}>
          {Array.from({ length: columns }, (_, cell) => (
            <TableCell key={cell}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ));
    if (roles.isError)
      return (
        <TableRow>
          <TableCell colSpan={columns}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {t('roles.loadFailed')}
            </Alert>
          </TableCell>
        </TableRow>
      );
    if (roles.data.length === 0)
      return (
        <TableRow>
          <TableCell colSpan={columns} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            {t('roles.empty')}
          </TableCell>
        </TableRow>
      );
    return roles.data.map((role) => (
      <TableRow key={role.id} hover>
        <TableCell sx={{ fontVariantNumeric: 'tabular-nums', width: 72 }}>
          {formatNumber(role.id, i18n.language)}
        </TableCell>
        <TableCell>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 32,
                height: 32,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, 0.12),
                '& svg': { fontSize: 20 },
              })}
            >
              <RoleIcon roleId={role.id} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {roleLabel(role.name, t)}
              </Typography>
              {/* On a phone the description goes under the name instead of its own column. */}
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}
              >
                {t(`roles.descriptions.${role.id}`, { defaultValue: '' })}
              </Typography>
            </Box>
          </Stack>
        </TableCell>
        <TableCell sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'table-cell' } }}>
          {t(`roles.descriptions.${role.id}`, { defaultValue: '' })}
        </TableCell>
        {onRename && (
          <TableCell align="right" sx={{ width: 56 }}>
            <RowActionButton
              label={t('roles.rename', { name: roleLabel(role.name, t) })}
              onClick={() => onRename(role)}
            >
              <EditOutlined fontSize="small" />
            </RowActionButton>
          </TableCell>
        )}
      </TableRow>
    ));
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, minWidth: 0, maxWidth: '100%' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('roles.listTitle')}
          aria-busy={roles.isFetching}
          sx={{
            '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'action.hover' },
            '& td, & th': { px: 2 },
            '& td': { py: 1.25 },
            '& tbody tr:last-of-type td': { borderBottom: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('roles.fields.id')}</TableCell>
              <TableCell>{t('roles.fields.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('roles.fields.description')}
              </TableCell>
              {onRename && (
                <TableCell align="right">
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: '1px',
                      height: '1px',
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {t('roles.editTitle')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>{rows()}</TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};
