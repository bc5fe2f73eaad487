import path from 'node:path';
import { z } from 'zod';

const AppEnv = z.enum(['production', 'uat', 'local', 'test']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  APP_ENV: AppEnv.default('local'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type AppEnv = z.infer<typeof AppEnv>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; undefined selects embedded PGlite under dataDir. */
  databaseUrl?: string;
  seed: 'demo' | 'none';
  appEnv: AppEnv;
  publicUrl: string;
  smtpUrl?: string;
  logLevel: string;
  /** Built web app to serve; absent in API-only tests. */
  webDist?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    appEnv: e.APP_ENV,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
