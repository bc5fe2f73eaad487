import type { Migration } from 'kysely';
import * as coreSchema from './0001-core-schema';

/** Every migration in order. Append new ones; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-core-schema': coreSchema,
};
