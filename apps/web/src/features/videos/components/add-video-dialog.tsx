import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MAX_CAPTIONS_BYTES, MAX_VIDEO_BYTES } from '@portal/domain/videos/video-schemas';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessages, notify } from '../../../lib/notify';
import { useUploadVideo } from '../api/upload-video';
import { readFileAsBase64 } from '../../../lib/read-file';
import { readVideoDuration } from './read-video-file';
import { useTranslation } from '../../../i18n/use-translation';

const MB = 1024 * 1024;

/** A labelled file picker: a real button that opens the browser's file chooser. */
function FilePicker({ label, accept, file, onChange, helper }: { label: string; accept: string; file: File | null; onChange: (file: File | null) => void; helper: string }) {
  const id = useId();
  return (
    <div>
      <Button component="label" variant="outlined" htmlFor={id}>
        {label}
        <input id={id} type="file" accept={accept} hidden aria-label={label} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {file ? file.name : helper}
      </Typography>
    </div>
  );
}

/**
 * Adds a video to the library (the brokerage's admins): title, description, the video (WebM or MP4,
 * checked again by content on the server) and its WebVTT captions. The duration is read from the file.
 */
export function AddVideoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const upload = useUploadVideo();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!title.trim()) return setProblem([t('Enter a title')]);
    if (!video) return setProblem([t('Choose a video file')]);
    if (video.size > MAX_VIDEO_BYTES) return setProblem([t('Videos can be at most {{size}} MB', { size: MAX_VIDEO_BYTES / MB })]);
    if (captions && captions.size > MAX_CAPTIONS_BYTES) return setProblem([t('The captions file is too large')]);
    setBusy(true);
    try {
      const durationSeconds = await readVideoDuration(video);
      if (!durationSeconds) return setProblem([t('This browser cannot read the video: choose a WebM or MP4 video')]);
      await upload.mutateAsync({ title, description, durationSeconds, video: await readFileAsBase64(video), captions: captions ? await captions.text() : undefined });
      notify.success(t('Video Added'));
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessages(error) : [t('The video could not be added')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="add-video-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="add-video-title">{t('Add Video')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {problem && (
              <Alert severity="error">
                {problem.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            <TextField label={t('Title')} required value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField label={t('Description')} multiline minRows={2} value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
            <FilePicker
              label={t('Choose video')}
              accept="video/webm,video/mp4,.webm,.mp4"
              file={video}
              onChange={setVideo}
              helper={t('WebM or MP4, up to {{size}} MB', { size: MAX_VIDEO_BYTES / MB })}
            />
            <FilePicker label={t('Choose captions')} accept="text/vtt,.vtt" file={captions} onChange={setCaptions} helper={t('WebVTT (.vtt) captions')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('Adding…') : t('Add Video')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
