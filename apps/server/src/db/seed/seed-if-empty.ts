import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../database';
import { seedDemo } from './seed-demo';

/** On an empty database, SEED=demo (the default) loads the demo brokerage; SEED=none leaves it empty. */
export async function seedIfEmpty(db: Kysely<Database>, config: Pick<AppConfig, 'seed' | 'passwordHashCost'>): Promise<boolean> {
  if (config.seed === 'none') return false;
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemo(db, { passwordHashCost: config.passwordHashCost });
  return true;
}
