// npm start: the portal in one server process, from a compiled build. The build (web app and server)
// runs once, before the server starts, when there is none or when sources changed since the last one;
// the server itself runs as plain JavaScript with node (no TypeScript loader at run time).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, serverMain } from './fresh-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

// --max-semi-space-size: see apps/server/src/supervise-workers.ts (the workers of WEB_CONCURRENCY > 1 get it there).
// The demo is the local environment unless told otherwise; the server itself requires APP_ENV.
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', serverMain], { cwd: root, stdio: 'inherit', env: { APP_ENV: 'local', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
