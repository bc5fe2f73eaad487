import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowLinkProps {
  /** Where the row leads (the record's preview). */
  to: string;
  /** The row's own layout, over the shared padding. */
  sx: SxProps<Theme>;
  children: ReactNode;
  /** Test ids and the record's key (data-testid, data-invoice-number...). */
  [data: `data-${string}`]: string;
}

/** One record of a money list (invoices, checks) as an outlined card that opens its preview. */
export function RowLink({ to, sx, children, ...data }: RowLinkProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, '&:hover': { borderColor: 'primary.main', boxShadow: 1 }, transition: 'box-shadow 120ms' }}>
      <ButtonBase component={Link} to={to} {...data} sx={[{ width: '100%', textAlign: 'left', p: { xs: 1.5, sm: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {children}
      </ButtonBase>
    </Paper>
  );
}
