// npm test: the whole suite. Lint (the conventions' rules and the migration check) and the type check
// first, side by side (each uses one core), then unit, component and server tests on the embedded
// database, then end-to-end flows in Chromium against the started server. Each step's time is printed
// at the end, to see where the suite's time goes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
/** Each stage's steps run at the same time; the stages run one after another. */
const stages = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
  ],
  [['unit, component and server tests', path.join(root, 'node_modules/.bin/vitest'), ['run']]],
  [['end-to-end tests', 'node', ['scripts/e2e.mjs']]],
];

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside others, it is kept and
 * printed in one piece when the step ends, so the logs of side-by-side steps do not interleave.
 */
function runStep([name, cmd, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name}`);
    const child = spawn(cmd, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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

const started = Date.now();
const times = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  times.push(...results);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    for (const { name } of failed) console.error(`\n${name} failed`);
    process.exit(1);
  }
}
console.log(`\n${times.map(({ name, seconds }) => `${name}: ${seconds} s`).join('\n')}`);
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
