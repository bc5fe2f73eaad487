import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** The load board's version: the sequence every change to a load the board could show moves on (migration 0025). */
export async function findBoardVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`select last_value::text as version from load_board_version`.execute(db);
  return rows[0]!.version;
}
