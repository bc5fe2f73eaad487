import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

const MINUTE = 60_000;

/** '2d 4h', '3h 12m', '9m', from milliseconds left. */
export function remainingText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${Math.max(mins, 0)}m`;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Time left to answer a tender; turns amber under 2 hours and reads 'Expired' after the deadline. */
export function ExpiryCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire?: () => void }) {
  const { t } = useTranslation();
  const deadline = new Date(expiresAt).getTime();
  const now = useNow(15_000);
  // The tick only forces re-renders; a render caused by anything else reads the clock too.
  const left = deadline - Math.max(now, Date.now());
  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);
  const color = expired ? 'error.main' : left < 2 * 60 * MINUTE ? 'warning.dark' : 'text.secondary';
  return (
    <Box component="span" role="timer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontWeight: 600, fontSize: 14 }}>
      <TimerOutlined sx={{ fontSize: 18 }} aria-hidden />
      {expired ? t('Expired') : t('Expires in {{time}}', { time: remainingText(left) })}
    </Box>
  );
}
