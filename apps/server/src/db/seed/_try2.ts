import { connectDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { loadReferenceData } from '../reference-data/load-postal-codes';
for (const dir of [undefined, '/tmp/seedrun/disk-' + Date.now()]) {
  const h = await connectDatabase({ pgliteDir: dir });
  await migrateToLatest(h.db);
  const t = Date.now();
  await loadReferenceData(h.db);
  console.log(dir ?? 'memory', Date.now() - t, 'ms');
  await h.close();
}
