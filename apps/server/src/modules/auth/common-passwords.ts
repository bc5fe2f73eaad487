import { MESSAGES } from '@portal/domain/common/messages';
import { badRequest } from '../../lib/problem';

/**
 * How many of the most common passwords are refused. The list is zxcvbn's (the npm package
 * @zxcvbn-ts/language-common, MIT), ordered from the most common down, all lower case.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Promise<Set<string>> | undefined;

/** Loaded on the first password set, not at start-up: most processes never need it. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED)));
  return common;
}

/** Case does not make a common password less common ('Password1' is 'password1'). */
export async function isCommonPassword(plain: string): Promise<boolean> {
  return (await commonPasswords()).has(plain.normalize('NFKC').toLowerCase());
}

/** A 400 problem on the field when a password being set is one of the most common; signing in with one is not refused. */
export async function refuseCommonPassword(plain: string, field = 'newPassword'): Promise<void> {
  if (await isCommonPassword(plain)) throw badRequest(MESSAGES.commonPassword, { [field]: [MESSAGES.commonPassword] });
}
