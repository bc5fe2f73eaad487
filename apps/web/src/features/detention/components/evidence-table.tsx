import type { EvidencePoint } from '@portal/domain/detention/detention-schemas';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useTranslation } from '../../../i18n/use-translation';

/** The positions inside the stop's fence during the stay: the evidence kept with the request. */
export function EvidenceTable({ points, label }: { points: readonly EvidencePoint[]; label: string }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 240 }} tabIndex={0} aria-label={label} role="region">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('Time')}</TableCell>
            <TableCell>{t('Position')}</TableCell>
            <TableCell align="right">{t('Speed (mph)')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => (
            <TableRow key={p.at}>
              <TableCell>{formatDateTimeWithZone(p.at)}</TableCell>
              <TableCell>{`${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`}</TableCell>
              <TableCell align="right">{p.speedMph === null ? '—' : Math.round(p.speedMph)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
