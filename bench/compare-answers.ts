/**
 * `npx tsx bench/compare-answers.ts --before <older build main.js> [--workers N]`
 *
 * Answers byte for byte: starts an older server build (see bench/run.ts --before) and this
 * checkout's build against the bench database, asks both every benched call (the lists, the count,
 * the load board, and the detail and quick searches for each of the 200 sampled ids, numbers and
 * references), one right after the other, and reports every answer whose bytes differ. Exits 1 when
 * any does.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchCases, buildServer, CURRENT_BUILD, freePort, headersFor, pickSamples, signInBoth, startServer } from './bench-setup';

const { values: args } = parseArgs({ options: { before: { type: 'string' }, workers: { type: 'string', default: '1' } } });

async function main(): Promise<void> {
  if (!args.before) throw new Error('Give the older build: --before <path to its main.js>');
  const workers = Number(args.workers);
  const children: ChildProcess[] = [];
  process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
  try {
    // The older build first: this build's migrations would otherwise be unknown to it.
    const beforePort = await freePort();
    children.push(await startServer(path.resolve(args.before), beforePort, workers));
    buildServer();
    const afterPort = await freePort();
    children.push(await startServer(CURRENT_BUILD, afterPort, workers));
    const before = { base: `http://127.0.0.1:${beforePort}`, ...(await signInBoth(`http://127.0.0.1:${beforePort}`)) };
    const after = { base: `http://127.0.0.1:${afterPort}`, ...(await signInBoth(`http://127.0.0.1:${afterPort}`)) };
    const samples = await pickSamples(after.carrier, after.broker);

    let compared = 0;
    const differing: string[] = [];
    for (const c of benchCases(after.carrier, after.broker, samples)) {
      const who = c.session === after.carrier ? 'carrier' : 'broker';
      for (const pathAndQuery of c.paths) {
        const [old, now] = await Promise.all(
          [before, after].map(async (server) => {
            const res = await fetch(`${server.base}${pathAndQuery}`, { headers: headersFor(server[who]) });
            return `${res.status} ${res.headers.get('content-type')}\n${await res.text()}`;
          }),
        );
        compared += 1;
        if (old !== now) differing.push(`${pathAndQuery}\n  before: ${old.slice(0, 300)}\n  after:  ${now.slice(0, 300)}`);
      }
      console.log(`${c.name}: ${c.paths.length} answer${c.paths.length === 1 ? '' : 's'} compared`);
    }
    console.log(differing.length === 0 ? `All ${compared} answers are byte-identical.` : `${differing.length} of ${compared} answers differ:\n${differing.join('\n')}`);
    if (differing.length > 0) process.exitCode = 1;
  } finally {
    children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
