import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Video } from '@portal/domain/videos/video-schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/freight/page-header';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos } from '../api/get-videos';
import { AddVideoDialog } from './add-video-dialog';
import { VideoList } from './video-list';
import { VideoStage } from './video-stage';
import { useTranslation } from '../../../i18n/use-translation';

/** The query parameter naming the video in the player, so a video has an address one can share. */
export const VIDEO_PARAM = 'video';

function RemoveVideoDialog({ video, onClose }: { video: Video; onClose: (removed: boolean) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteVideo();
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="remove-video-title">
      <DialogTitle id="remove-video-title">{t('Remove {{title}}?', { title: video.title })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('The video is removed from the library for every carrier.')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('Cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(video.id, {
              onSuccess: () => {
                notify.success(t('Video Removed'));
                onClose(true);
              },
            })
          }
        >
          {t('Remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /videos: the how-to library; choosing a video plays it above the list, from where the user stopped. */
export function VideosPage() {
  const { t } = useTranslation();
  const videos = useVideos();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Video | null>(null);
  const selectedId = params.get(VIDEO_PARAM);
  const list = videos.data?.data ?? [];
  const selected = list.find((video) => video.id === selectedId) ?? null;
  const canManage = videos.data?.canManage === true;
  const hrefOf = (video: Video) => `${paths.videos.getHref()}?${new URLSearchParams({ [VIDEO_PARAM]: video.id }).toString()}`;

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={t('Videos')}
        subtitle={t('Short how-to videos of the portal, with captions. Each one starts where you stopped.')}
        action={
          canManage && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('Add Video')}
            </Button>
          )
        }
      />
      {selected && <VideoStage video={selected} />}
      {selected && canManage && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 2 }}>
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setRemoving(selected)}>
            {t('Remove video')}
          </Button>
        </Box>
      )}
      {selectedId && videos.isSuccess && !selected && <ListNote text={t('This video is no longer in the library.')} testId="video-missing" />}
      {videos.isPending && <ListSpinner label={t('Loading videos')} />}
      {videos.isError && <ListError error={videos.error} onRetry={() => void videos.refetch()} />}
      {videos.isSuccess && list.length === 0 && <ListNote text={t('No videos yet.')} />}
      {list.length > 0 && <VideoList videos={list} selectedId={selected?.id ?? null} hrefOf={hrefOf} />}
      {adding && <AddVideoDialog onClose={() => setAdding(false)} />}
      {removing && (
        <RemoveVideoDialog
          video={removing}
          onClose={(removed) => {
            setRemoving(null);
            if (removed) setParams({}, { replace: true });
          }}
        />
      )}
    </Box>
  );
}
