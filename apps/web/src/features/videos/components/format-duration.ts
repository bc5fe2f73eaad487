import { translator } from '../../../i18n/i18n';

/** 83.4 -> '1:23'; 3725 -> '1:02:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Spoken form for screen readers, in the portal's language: '1 minute 23 seconds'. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  const minutes = m === 1 ? translator.t('{{count}} minute', { count: m }) : translator.t('{{count}} minutes', { count: m });
  const secs = s === 1 ? translator.t('{{count}} second', { count: s }) : translator.t('{{count}} seconds', { count: s });
  if (m === 0) return secs;
  return s === 0 ? minutes : `${minutes} ${secs}`;
}
