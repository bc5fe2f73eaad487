import { POSITION_SAVE_SECONDS } from '@portal/domain/videos/video-schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

export interface VideoPlayerProps {
  title: string;
  src: string;
  captionsSrc: string | null;
  /** Where the user stopped last time, read when the player opens; playback resumes there (from the start when at the end). */
  startAt: number | null;
  durationSeconds: number;
  /** Called every few seconds while playing, on pause, at the end and when the player goes. */
  onSavePosition: (seconds: number) => void;
}

/** Within this much of the end, a video counts as watched and starts over next time. */
const END_MARGIN_SECONDS = 1;

/**
 * The browser's own <video> controls (keyboard usable and labelled by the browser) with English
 * captions shown by default. The position is restored once the metadata is in, and saved while
 * playing: at most every POSITION_SAVE_SECONDS, on pause, at the end and on unmount.
 */
export function VideoPlayer({ title, src, captionsSrc, startAt, durationSeconds, onSavePosition }: VideoPlayerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  // Only where the user stood when the player opened: later saves must not seek the video back.
  const [resumeAt] = useState(startAt);
  const lastSaved = useRef<number | null>(null);
  const save = useRef(onSavePosition);
  save.current = onSavePosition;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const commit = () => {
      const at = Math.round(video.currentTime * 100) / 100;
      if (lastSaved.current !== null && Math.abs(at - lastSaved.current) < 0.25) return;
      lastSaved.current = at;
      save.current(at);
    };
    const restore = () => {
      if (resumeAt !== null && resumeAt > 0 && resumeAt < durationSeconds - END_MARGIN_SECONDS) video.currentTime = resumeAt;
      lastSaved.current = resumeAt ?? 0;
    };
    const onTimeUpdate = () => {
      if (!video.paused && (lastSaved.current === null || Math.abs(video.currentTime - lastSaved.current) >= POSITION_SAVE_SECONDS)) commit();
    };
    if (video.readyState >= 1) restore();
    video.addEventListener('loadedmetadata', restore);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', commit);
    video.addEventListener('ended', commit);
    return () => {
      video.removeEventListener('loadedmetadata', restore);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', commit);
      video.removeEventListener('ended', commit);
      if (video.currentTime > 0) commit();
    };
  }, [src, resumeAt, durationSeconds]);

  return (
    <video
      ref={ref}
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={t('Video: {{title}}', { title })}
      data-testid="video-player"
      style={{ width: '100%', maxHeight: '70vh', display: 'block', background: '#000', borderRadius: 4 }}
    >
      {captionsSrc && <track kind="captions" src={captionsSrc} srcLang="en" label="English" default />}
    </video>
  );
}
