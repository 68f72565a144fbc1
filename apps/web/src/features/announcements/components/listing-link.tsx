import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type ListingLinkProps = { href: string; children: ReactNode };

/**
 * Opens a listing's drawer: a real link to the address with `&ad=<id>`, so that it can be opened
 * in a new tab or copied as well as clicked.
 */
export const ListingLink = ({ href, children }: ListingLinkProps) => (
  <Link component={RouterLink} to={href} underline="hover" color="inherit" sx={{ fontWeight: 600 }}>
    {children}
  </Link>
);
