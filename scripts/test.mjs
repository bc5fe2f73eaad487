// npm test: the whole suite. First two lanes side by side, one core each: lint (the conventions'
// rules, the migration check, the API contract's linter) then the server's type check, and the type
// check of the domain and the web followed by the build the end-to-end tests run against. Then unit, component and server tests on the embedded database (both
// cores), then end-to-end flows in Chromium against the started server, on the build made in the first
// stage. Each step's time is printed at the end, to see where the suite's time goes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const npm = (script) => [script, 'npm', ['run', script]];
/**
 * The stages run one after another; a stage's lanes run at the same time, each lane's steps one after
 * another. Each step is one single-threaded process, and the two lanes take about as long: lint (about
 * 45 s) and the server's type check (about 45 s) against the domain and web type checks (about 50 s) and
 * the build (Rolldown, then brotli).
 */
const stages = [
  [
    [npm('lint'), npm('typecheck:server')],
    [npm('typecheck:web'), ['build', 'node', ['scripts/build.mjs']]],
  ],
  [[['unit, component and server tests', path.join(root, 'node_modules/.bin/vitest'), ['run']]]],
  // The build of the first stage: scripts/start.mjs (the e2e server) still rebuilds a part whose
  // sources changed since.
  [[['end-to-end tests', 'node', ['scripts/e2e.mjs'], { E2E_SKIP_BUILD: '1' }]]],
];

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside others, it is kept and
 * printed in one piece when the step ends, so the logs of side-by-side steps do not interleave.
 */
function runStep([name, cmd, args, extraEnv = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) {
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

/** A lane's steps in order, stopping at the first that fails. */
async function runLane(steps, alone) {
  const results = [];
  for (const step of steps) {
    const result = await runStep(step, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const started = Date.now();
const times = [];
const report = () => console.log(`\n${times.map(({ name, seconds }) => `${name}: ${seconds} s`).join('\n')}`);
for (const stage of stages) {
  const stageStarted = Date.now();
  const results = (await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1 && lane.length === 1)))).flat();
  times.push(...results);
  if (stage.length > 1) times.push({ name: `  (${stage.map((lane) => lane.map(([name]) => name).join(' then ')).join(' | ')}, side by side)`, seconds: Math.round((Date.now() - stageStarted) / 1000) });
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    report();
    for (const { name } of failed) console.error(`\n${name} failed`);
    process.exit(1);
  }
}
report();
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
