import { z } from 'zod';
import { UUID_LENGTH } from '../common/input-limits';

export const SessionIdParamsSchema = z.object({ id: z.uuid().max(UUID_LENGTH) });

/** One of my signed-in sessions, as the profile lists it. */
export const MySessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the browser's own description; null when it sent none. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  mobile: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The session this list was asked from. */
  current: z.boolean(),
});
export type MySession = z.output<typeof MySessionSchema>;

export const MySessionsAnswerSchema = z.object({ data: z.array(MySessionSchema) });
export type MySessionsAnswer = z.output<typeof MySessionsAnswerSchema>;

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+ .*Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name for the browser and system a session was signed in from. Only the common ones are
 * named; anything else (an API client, a script) is shown as the start of what it sent.
 */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  return userAgent.slice(0, 40);
}
