import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useVideos } from '../api/get-videos';
import { formatDuration } from './format-duration';
import { VIDEO_PARAM } from './videos-page';
import { useTranslation } from '../../../i18n/use-translation';

/** Links to each video of the library and to the library itself (the help page's videos). */
export function VideoLinks() {
  const { t } = useTranslation();
  const videos = useVideos();
  if (videos.isPending) return <ListSpinner label={t('Loading videos')} />;
  if (videos.isError) return <ListError error={videos.error} onRetry={() => void videos.refetch()} />;
  return (
    <>
      <List dense disablePadding aria-label={t('How-to videos')}>
        {videos.data.data.map((video) => (
          <ListItem key={video.id} disableGutters>
            <Link component={RouterLink} to={`${paths.videos.getHref()}?${new URLSearchParams({ [VIDEO_PARAM]: video.id }).toString()}`}>
              {video.title}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {formatDuration(video.durationSeconds)}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Link component={RouterLink} to={paths.videos.getHref()}>
        {t('All videos')}
      </Link>
    </>
  );
}
