import { spawn } from 'node:child_process';

/** What one wrk run measured: latencies in milliseconds (to a tenth). */
export interface LoadResult {
  p50: number;
  p99: number;
  requests: number;
  rps: number;
  errors: number;
}

/** The -H arguments of wrk for these headers. */
export function headerArgs(headers: Record<string, string>): string[] {
  return Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
}

/** Runs wrk with a script of ours that prints its WRK_RESULT line (bench/*.lua), and reads that line. */
export function runWrk(argv: string[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_RESULT '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${out}`));
      const r = JSON.parse(line.slice('WRK_RESULT '.length)) as { p50_us: number; p99_us: number; requests: number; duration_us: number; non2xx: number; socket_errors: number };
      const ms = (us: number) => Math.round(us / 100) / 10;
      resolve({ p50: ms(r.p50_us), p99: ms(r.p99_us), requests: r.requests, rps: r.requests / (r.duration_us / 1e6), errors: r.non2xx + r.socket_errors });
    });
  });
}
