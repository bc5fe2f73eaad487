import type { Kysely } from 'kysely';
import type { Database } from './database';

/**
 * The database handle every repository and service takes: the app's connection or a transaction
 * (Kysely's Transaction is a Kysely, so one type serves both).
 */
export type Db = Kysely<Database>;
