import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComplianceRecord, InsuranceCertificate } from '@portal/domain/compliance/compliance-schemas';
import { useState, type ReactNode } from 'react';
import { DocumentViewer } from '../../../components/document-viewer/document-viewer';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate, formatMoney } from '../../../lib/format';
import { formatDateTimeWithZone as formatDateTime } from '../../../lib/date-time';
import { translateApiMessage } from '../../../lib/translate-message';
import { useCertificateFile } from '../api/get-compliance';
import { AUTHORITY_LABELS, COVERAGE_LABELS, SOURCE_LABELS } from '../lib/compliance-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A carrier's compliance: what FMCSA says, what blocks it, its insurance and the expiry alerts sent. */
export function ComplianceRecordView({ record, actions }: { record: ComplianceRecord; actions?: ReactNode }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<InsuranceCertificate | null>(null);
  const file = useCertificateFile(viewing?.documentId ?? null);
  const authority = record.authorityStatus;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {record.reasons.length > 0 ? (
        <Alert severity="error" data-testid="compliance-reasons">
          <AlertTitle>{t('{{carrierName}} cannot be tendered or book loads', { carrierName: record.carrierName })}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {record.reasons.map((reason) => (
              <li key={reason.code + JSON.stringify(reason.params)}>{translateApiMessage(reason)}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert severity="success">{t('{{carrierName}} may be tendered and book loads.', { carrierName: record.carrierName })}</Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="compliance-authority" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="compliance-authority" variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {t('Operating authority')}
          </Typography>
          {actions}
        </Box>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, m: 0 }}>
          <Fact label={t('USDOT number')}>{record.usdot ?? '—'}</Fact>
          <Fact label={t('MC number')}>{record.mcNumber ?? '—'}</Fact>
          <Fact label={t('Legal name')}>{record.legalName ?? record.carrierName}</Fact>
          {record.dbaName && <Fact label={t('Doing business as')}>{record.dbaName}</Fact>}
          <Fact label={t('Authority')}>
            {authority ? <Chip size="small" label={t(AUTHORITY_LABELS[authority] ?? authority)} color={authority === 'Active' ? 'success' : 'error'} /> : t('Not checked yet')}
          </Fact>
          <Fact label={t('Safety rating')}>{record.safetyRating ?? t('Not rated')}</Fact>
          <Fact label={t('Out of service')}>{record.outOfService ? t('Yes') : t('No')}</Fact>
          <Fact label={t('Last checked')}>{record.lastCheckedAt ? formatDateTime(record.lastCheckedAt) : t('Not checked yet')}</Fact>
        </Box>
        {record.checkError && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('The last check did not answer: {{error}}', { error: record.checkError })}
          </Alert>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="compliance-insurance" sx={{ p: 2 }}>
        <Typography id="compliance-insurance" variant="h6" component="h2">
          {t('Insurance')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('Required: auto liability of at least {{autoLiability}} and cargo of at least {{cargo}}.', {
            autoLiability: formatMoney(record.minimums.autoLiability),
            cargo: formatMoney(record.minimums.cargo),
          })}
        </Typography>
        {record.certificates.length === 0 ? (
          <Typography variant="body2">{t('No insurance on file.')}</Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-label={t('Insurance')} sx={{ position: 'relative' }}>
            <Table size="small" aria-label={t('Insurance')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Coverage')}</TableCell>
                  <TableCell>{t('Insurer')}</TableCell>
                  <TableCell>{t('Policy')}</TableCell>
                  <TableCell align="right">{t('Amount')}</TableCell>
                  <TableCell>{t('Effective')}</TableCell>
                  <TableCell>{t('Expires')}</TableCell>
                  <TableCell>{t('Source')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('Certificate')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.certificates.map((c) => (
                  <TableRow key={c.id} data-testid="certificate-row" sx={c.standing ? undefined : { '& td': { color: 'text.secondary' } }}>
                    <TableCell>{t(COVERAGE_LABELS[c.coverage])}</TableCell>
                    <TableCell>{c.insurer}</TableCell>
                    <TableCell>{c.policyNumber}</TableCell>
                    <TableCell align="right">{formatMoney(c.amount)}</TableCell>
                    <TableCell>{formatDate(c.effectiveOn)}</TableCell>
                    <TableCell>
                      {formatDate(c.expiresOn)}
                      {c.daysLeft < 0 ? (
                        <Chip size="small" color="error" label={t('Expired')} sx={{ ml: 1 }} />
                      ) : c.daysLeft <= 30 ? (
                        <Chip size="small" color="warning" label={t('{{count}} days left', { count: c.daysLeft })} sx={{ ml: 1 }} />
                      ) : null}
                    </TableCell>
                    <TableCell>{t(SOURCE_LABELS[c.source])}</TableCell>
                    <TableCell>
                      {c.documentId && (
                        <Button size="small" onClick={() => setViewing(c)} aria-label={t('View the certificate of policy {{policy}}', { policy: c.policyNumber })}>
                          {t('View')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="compliance-alerts" sx={{ p: 2 }}>
        <Typography id="compliance-alerts" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Expiry alerts')}
        </Typography>
        {record.alerts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('No insurance expires within 30 days.')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="expiry-alerts">
            {record.alerts.map((a) => (
              <li key={`${a.certificateId}-${a.thresholdDays}`}>
                <Typography variant="body2">
                  {t('{{coverage}} insurance expires on {{expiresOn}}: {{days}}-day alert sent {{sentAt}}', {
                    coverage: t(COVERAGE_LABELS[a.coverage]),
                    expiresOn: formatDate(a.expiresOn),
                    days: a.thresholdDays,
                    sentAt: formatDateTime(a.sentAt),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Paper>
      <DocumentViewer
        open={viewing !== null}
        document={viewing && viewing.documentId ? { id: viewing.documentId, name: `${viewing.policyNumber}.pdf`, extension: '.pdf' } : null}
        onClose={() => setViewing(null)}
        file={{ data: file.data, error: file.error }}
      />
    </Box>
  );
}

/** Read by screen readers only; positioned inside the table's scroller (position: relative), so it never widens the page. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
