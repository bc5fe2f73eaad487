/** The video's length in seconds, read by the browser from the file's metadata; null when it cannot play it. */
export function readVideoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const probe = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      probe.removeAttribute('src');
      resolve(value);
    };
    probe.preload = 'metadata';
    probe.onloadedmetadata = () => {
      if (Number.isFinite(probe.duration) && probe.duration > 0) return done(probe.duration);
      // Recordings without a duration in their header: seeking far makes the browser find the end.
      probe.ontimeupdate = () => {
        probe.ontimeupdate = null;
        done(Number.isFinite(probe.duration) && probe.duration > 0 ? probe.duration : null);
      };
      probe.currentTime = Number.MAX_SAFE_INTEGER;
    };
    probe.onerror = () => done(null);
    probe.src = url;
  });
}
