// npm run dev: the server (restarting on change) and the Vite dev server with its proxy.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  // People browse the Vite server in development, so e-mailed links (which always use PUBLIC_URL) point there.
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { PUBLIC_URL: 'http://localhost:5173', APP_ENV: 'local', ...process.env, WEB_DIST: '' } }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
