import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '../../../lib/format';
import { useReleaseNotes } from '../api/get-release-notes';
import { useTranslation } from '../../../i18n/use-translation';

const TITLE_ID = 'application-updates-title';

/** The application updates dialog: release notes, newest first. */
export function ReleaseNotesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notes = useReleaseNotes(open);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }}>
        {t('Application Updates')}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {/* Focusable so keyboard users can scroll long notes (they hold no links to tab to). */}
      <DialogContent dividers tabIndex={0}>
        {notes.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('Loading release notes')} />
          </Box>
        )}
        {notes.isError && <Alert severity="error">{t('Release notes could not be loaded. Please try again later.')}</Alert>}
        {notes.data && notes.data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('No release notes have been published yet.')}
          </Typography>
        )}
        {notes.data && notes.data.length > 0 && (
          <Stack spacing={3} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {notes.data.map((note) => (
              <Box component="li" key={note.version}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                  <Chip label={`v${note.version.replace(/^v/i, "")}`} size="small" color="primary" variant="outlined" />
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(note.date)}
                  </Typography>
                </Stack>
                <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                  {note.title}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
                  {note.items.map((item) => (
                    <Typography component="li" variant="body2" key={item}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
