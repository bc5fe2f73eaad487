import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Video } from '@portal/domain/videos/video-schemas';
import { Link } from 'react-router';
import { formatDuration, spokenDuration } from './format-duration';
import { useTranslation } from '../../../i18n/use-translation';
import { translator } from '../../../i18n/i18n';

/** Under a second in, a video counts as not started (opening one and leaving saves a fraction). */
const STARTED_SECONDS = 1;

/** How far the user got, as a share of the video (0 when never started). */
function progressOf(video: Video): number {
  if (!video.positionSeconds || video.positionSeconds < STARTED_SECONDS) return 0;
  return Math.min(100, Math.round((video.positionSeconds / video.durationSeconds) * 100));
}

function progressLabel(video: Video): string | null {
  const progress = progressOf(video);
  if (progress === 0) return null;
  if (progress >= 95) return translator.t('Watched');
  return translator.t('Resume at {{time}}', { time: formatDuration(video.positionSeconds!) });
}

/** The library as cards: title, duration, description and how far the user got; each opens the player. */
export function VideoList({ videos, selectedId, hrefOf }: { videos: Video[]; selectedId: string | null; hrefOf: (video: Video) => string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('Videos')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {videos.map((video) => {
        const label = progressLabel(video);
        const selected = video.id === selectedId;
        return (
          <li key={video.id}>
            <Card variant="outlined" sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
              <CardActionArea component={Link} to={hrefOf(video)} aria-current={selected ? 'true' : undefined} aria-label={t('Play {{title}}, {{duration}}', { title: video.title, duration: spokenDuration(video.durationSeconds) }) + (label ? `, ${label}` : '')} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <PlayCircleOutline color="primary" sx={{ fontSize: 36, flexShrink: 0 }} aria-hidden />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                          {video.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {formatDuration(video.durationSeconds)}
                        </Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {video.description}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                        {video.hasCaptions && <Chip size="small" label="CC" title={t('Captions')} variant="outlined" />}
                        {label && (
                          <Typography variant="caption" color="text.secondary">
                            {label}
                          </Typography>
                        )}
                      </Stack>
                      {label && <LinearProgress variant="determinate" value={progressOf(video)} aria-hidden sx={{ mt: 1 }} />}
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
