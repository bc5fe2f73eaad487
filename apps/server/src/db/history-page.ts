import { sql, type RawBuilder } from 'kysely';
import type { HistoryEntry } from '@portal/domain/common/history-schemas';
import { isoRequired } from '@portal/domain/common/iso';
import type { Db } from './db';
import type { Paging } from './paged-list';

/**
 * One row of a record's history as its sources are read into one list: the union a module builds
 * selects exactly these columns (a source without a value selects null).
 */
export interface HistorySourceRow {
  id: string;
  action: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  description: string | null;
  status_before: number | null;
  status_after: number | null;
  user_id: number | null;
  at: Date;
  /** Orders entries written in the same instant: the later write first. */
  seq: number;
}

export type HistoryRow = HistorySourceRow & { first_name: string | null; last_name: string | null; company_name: string | null };

/** One page of a history union, newest first, with who did each entry, and how many entries there are. */
export async function historyPage(db: Db, union: RawBuilder<HistorySourceRow>, paging: Paging): Promise<{ rows: HistoryRow[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    sql<HistoryRow>`select h.*, u.first_name, u.last_name, c.name as company_name
      from (${union}) h
      left join users u on u.id = h.user_id
      left join companies c on c.id = u.company_id
      order by h.at desc, h.seq desc
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`.execute(db),
    sql<{ total: string | number }>`select count(*) as total from (${union}) h`.execute(db),
  ]);
  return { rows: rows.rows, totalCount: Number(count.rows[0]?.total ?? 0) };
}

/** A history row as the API answers it; a row without a user was done by the system. */
export function historyEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    action: row.action,
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
    description: row.description,
    user: row.user_id === null || row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '', companyName: row.company_name },
    timeStamp: isoRequired(row.at),
  };
}
