// A streaming replica of this machine's PostgreSQL (127.0.0.1:5432) on port 5433, for the tests of
// DATABASE_READ_URL: a second cluster made with pg_createcluster and filled by pg_basebackup -R, so
// it follows the primary as a real standby does. Does nothing when one already answers there.
// `node scripts/replica.mjs` prints the replica's URL; `--drop` removes it. Needs root (or the
// postgres user's rights to create clusters), as the machine's setup does.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const PRIMARY = { host: '127.0.0.1', port: '5432' };
const REPLICA_PORT = '5433';
const CLUSTER = 'replica';
// A physical slot makes the primary keep the write-ahead log until the standby has it: the tests
// write gigabytes of it while the standby replays, and a recycled segment would strand the standby.
const SLOT = 'portal_test_replica';
const REPLICATION_RULE = 'host replication all 127.0.0.1/32 trust';

const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
const psql = (port, query) =>
  execFileSync('psql', ['-h', PRIMARY.host, '-p', port, '-U', 'postgres', '-d', 'postgres', '-Atc', query], { encoding: 'utf8' }).trim();
const answers = (port) => spawnSync('pg_isready', ['-h', PRIMARY.host, '-p', port, '-q']).status === 0;
const asPostgres = (command, args) => execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'inherit' });
const clusterExists = () => fs.existsSync(`/etc/postgresql/${version}/${CLUSTER}`);

function waitFor(check, what) {
  for (let i = 0; i < 60; i += 1) {
    if (check()) return;
    spawnSync('sleep', ['1']);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function drop() {
  if (clusterExists()) execFileSync('pg_dropcluster', ['--stop', version, CLUSTER], { stdio: 'inherit' });
  // Once its standby is gone, a slot would hold the primary's log forever.
  if (answers(PRIMARY.port)) psql(PRIMARY.port, `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '${SLOT}' and not active`);
}

function create() {
  if (!answers(PRIMARY.port)) throw new Error(`no PostgreSQL answers on ${PRIMARY.host}:${PRIMARY.port}: start it first`);
  // The primary must let a standby connect for replication; "all" in pg_hba.conf does not cover it.
  const hbaFile = psql(PRIMARY.port, 'show hba_file');
  if (!fs.readFileSync(hbaFile, 'utf8').includes(REPLICATION_RULE)) {
    fs.appendFileSync(hbaFile, `\n${REPLICATION_RULE}\n`);
    psql(PRIMARY.port, 'select pg_reload_conf()');
  }
  drop();
  execFileSync('pg_createcluster', [version, CLUSTER, '-p', REPLICA_PORT], { stdio: 'ignore' });
  const dataDir = `/var/lib/postgresql/${version}/${CLUSTER}`;
  // The standby's own connections are let in as the primary's are (trust on this machine).
  fs.copyFileSync(hbaFile, `/etc/postgresql/${version}/${CLUSTER}/pg_hba.conf`);
  // Emptied, not removed: the directory pg_createcluster made belongs to postgres, its parent may not.
  for (const entry of fs.readdirSync(dataDir)) fs.rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
  asPostgres('pg_basebackup', ['-h', PRIMARY.host, '-p', PRIMARY.port, '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast', '-C', '-S', SLOT]);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, CLUSTER, 'start'], { stdio: 'inherit' });
  waitFor(() => answers(REPLICA_PORT), `the replica on port ${REPLICA_PORT}`);
}

if (process.argv.includes('--drop')) {
  drop();
} else {
  const isStandby = () => answers(REPLICA_PORT) && psql(REPLICA_PORT, 'select pg_is_in_recovery()') === 't';
  if (!isStandby()) {
    if (clusterExists() && spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, CLUSTER, 'start'], { stdio: 'ignore' }).status === 0) {
      waitFor(() => answers(REPLICA_PORT), `the replica on port ${REPLICA_PORT}`);
    }
    if (!isStandby()) create();
  }
  // A test stopped halfway can leave replay paused, and the standby would never catch up again.
  psql(REPLICA_PORT, 'select pg_wal_replay_resume() where pg_is_wal_replay_paused()');
  console.log(`postgres://postgres@${PRIMARY.host}:${REPLICA_PORT}/postgres`);
}
