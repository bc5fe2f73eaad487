import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Route from '@mui/icons-material/Route';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { cityState } from '../../../components/freight/freight-format';
import { LaneTitle } from '../../../components/freight/lane-title';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { notify } from '../../../lib/notify';
import { useDeleteSavedLane } from '../api/delete-saved-lane';
import { useSavedLanes } from '../api/get-saved-lanes';
import type { SavedLane } from '@portal/domain/lanes/saved-lane-schemas';
import { boardSearchHref } from './lane-links';
import { PageHeader } from '../../../components/freight/page-header';
import { SavedLaneDialog } from './saved-lane-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { CancelConfirmActions } from '../../../components/cancel-confirm-actions';

/** /saved-lanes: create, edit and delete lanes; each shows the loads on the board that fit it. */
export function SavedLanesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const lanes = useSavedLanes(page);
  const [editing, setEditing] = useState<SavedLane | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedLane | null>(null);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('Saved Lanes')}
        subtitle={t('Lanes you want freight on. They drive your Top Picks and the loads we show you first.')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('New lane')}
          </Button>
        }
      />
      {lanes.data && lanes.data.totalCount === 0 ? (
        <CenteredMessage
          icon={<Route />}
          title={t('No saved lanes yet')}
          description={t("Save the lanes you want to run and we'll match loads on the board to them.")}
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t('Save your first lane')}
            </Button>
          }
        />
      ) : (
        <QueryPagedList
          query={lanes}
          label={t('Saved lanes')}
          page={page}
          onPageChange={setPage}
          getKey={(lane) => lane.id}
          renderItem={(lane) => <SavedLaneCard lane={lane} onEdit={() => setEditing(lane)} onDelete={() => setDeleting(lane)} />}
        />
      )}
      {editing && <SavedLaneDialog lane={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteLaneDialog lane={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}

function SavedLaneCard({ lane, onEdit, onDelete }: { lane: SavedLane; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const destination = lane.destination ?? { city: t('Anywhere'), state: '' };
  const label = lane.name ?? t('{{origin}} to {{destination}}', { origin: cityState(lane.origin), destination: lane.destination ? cityState(lane.destination) : t('anywhere') });
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, position: 'relative' }} data-testid="saved-lane">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1.4fr) auto' }, gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0, pr: { xs: 10, md: 0 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {lane.name ?? t('Saved lane')}
          </Typography>
          <LaneTitle origin={lane.origin} destination={destination} variant="subtitle1" component="span" />
          <Typography variant="body2" color="text.secondary">
            {t('{{radius}} mi around origin', { radius: lane.originRadius })}{lane.destination ? ` · ${t('{{radius}} mi around destination', { radius: lane.destinationRadius })}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip size="small" label={lane.equipmentMode ? t(lane.equipmentMode) : t('Any equipment')} variant="outlined" />
          {lane.notify && <Chip size="small" icon={<NotificationsActiveOutlined />} label={t('E-mail alerts')} variant="outlined" />}
          <Button component={Link} to={boardSearchHref(lane)} size="small" sx={{ fontWeight: 700 }}>
            {lane.matchingLoads === 1 ? t('1 load on the board') : t('{{count}} loads on the board', { count: lane.matchingLoads })}
          </Button>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', position: { xs: 'absolute', md: 'static' }, top: 8, right: 8 }}>
          <Tooltip title={t('Edit')}>
            <IconButton aria-label={t('Edit {{name}}', { name: label })} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('Delete')}>
            <IconButton aria-label={t('Delete {{name}}', { name: label })} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
    </Paper>
  );
}

function DeleteLaneDialog({ lane, onClose }: { lane: SavedLane; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSavedLane();
  const confirm = async () => {
    try {
      await remove.mutateAsync(lane.id);
      notify.success('Lane deleted');
      onClose();
    } catch {
      // The central handler shows why.
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-lane-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-lane-title">{t('Delete this lane?')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('{{lane}} will no longer be used for matching and Top Picks.', { lane: lane.name ?? t('{{origin}} to {{destination}}', { origin: cityState(lane.origin), destination: lane.destination ? cityState(lane.destination) : t('anywhere') }) })}
        </DialogContentText>
      </DialogContent>
      <CancelConfirmActions onCancel={onClose} onConfirm={() => void confirm()} color="error" label={t('Delete')} pending={remove.isPending} />
    </Dialog>
  );
}
