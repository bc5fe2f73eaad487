// Precompresses the built web app once, at build time, so the server sends brotli (or gzip) without
// compressing per request: every text file gets a .br (quality 11) and a .gz (level 9) beside it.
// @fastify/static (preCompressed) picks the one the browser accepts.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|vtt)$/;
// Below this, compression saves less than a packet and costs a header.
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? 'dist');
let files = 0;
let raw = 0;
let brotli = 0;
const visit = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(full);
    else if (TEXT.test(entry.name)) {
      const bytes = fs.readFileSync(full);
      if (bytes.length < MIN_BYTES) continue;
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      files++;
      raw += bytes.length;
      brotli += br.length;
    }
  }
};
visit(dist);
// One line of sizes when the build is asked to tell them (scripts/build.mjs --verbose).
if (process.env.BUILD_VERBOSE === '1') console.log(`precompressed ${files} files: ${Math.round(raw / 1024)} KB -> ${Math.round(brotli / 1024)} KB brotli`);
