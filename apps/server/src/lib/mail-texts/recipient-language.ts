import type { Language } from '@portal/domain/common/language';
import { isLanguage } from '@portal/domain/common/language';
import type { Db } from '../../db/db';
import { findLanguageByEmail, findLanguagesOfUsers } from './recipient-language.repository';

/** The language a user chose in the portal, by e-mail address; null for an address no user has or who never chose. */
export async function languageOfAddress(db: Db, email: string): Promise<Language | null> {
  const row = await findLanguageByEmail(db, email);
  return isLanguage(row?.language) ? row.language : null;
}

/** The chosen languages of users by id (users who never chose are left out). */
export async function languagesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await findLanguagesOfUsers(db, userIds);
  return new Map(rows.flatMap((row) => (isLanguage(row.language) ? [[row.id, row.language] as const] : [])));
}
