import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Video } from '@portal/domain/videos/video-schemas';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { useVideoMedia } from '../api/get-video-media';
import { useSaveVideoPosition } from '../api/save-video-position';
import { formatDuration } from './format-duration';
import { VideoPlayer } from './video-player';
import { useTranslation } from '../../../i18n/use-translation';

/** The chosen video: the player (its bytes loaded through the API client), title and description. */
export function VideoStage({ video }: { video: Video }) {
  const { t } = useTranslation();
  const media = useVideoMedia(video.id, video.hasCaptions);
  const onSavePosition = useSaveVideoPosition(video.id);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="video-stage-title" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
      <Box sx={{ aspectRatio: '16 / 10', maxHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
        {media.urls ? (
          <VideoPlayer
            key={video.id}
            title={video.title}
            src={media.urls.video}
            captionsSrc={media.urls.captions}
            startAt={video.positionSeconds}
            durationSeconds={video.durationSeconds}
            onSavePosition={onSavePosition}
          />
        ) : media.isError ? (
          <Box sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
            <ListError error={media.error} onRetry={() => void media.refetch()} />
          </Box>
        ) : (
          <Box sx={{ bgcolor: 'background.paper', p: 2, borderRadius: 1 }}>
            <ListSpinner label={t('Loading the video')} />
          </Box>
        )}
      </Box>
      <Typography id="video-stage-title" variant="h6" component="h2" sx={{ mt: 1.5 }}>
        {video.title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {formatDuration(video.durationSeconds)}
        </Typography>
      </Typography>
      <Typography color="text.secondary">{video.description}</Typography>
    </Paper>
  );
}
