// Compiles the server once into plain JavaScript (apps/server/dist/main.js), so `npm start` runs it
// with node alone: no TypeScript loader at run time and no compile per cluster worker. The domain
// package (TypeScript sources) is bundled in; npm packages stay external and load from node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Packages load from node_modules as published, except those whose deep imports Node's ESM loader
 * cannot resolve without a file extension (dayjs plugins): those are bundled.
 */
const BUNDLED = /^dayjs(\/|$)/;
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/domain') || BUNDLED.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  alias: { '@portal/domain': path.join(root, 'packages/domain/src') },
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
