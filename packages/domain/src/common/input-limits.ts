/**
 * Upper bounds of request text that has no natural length of its own, shared by the schemas that
 * validate requests (and the forms that use them). They keep megabyte strings away from hashing,
 * parsing and the database; they are far above what a person types.
 */

/** The longest address SMTP can deliver to. */
export const EMAIL_MAX_LENGTH = 254;
/** Passwords: the limit a new password already had on the profile page; sign-in checks the same. */
export const PASSWORD_MAX_LENGTH = 200;
/** Opaque tokens from e-mailed and texted links (reset, activation, driver sign-in). */
export const TOKEN_MAX_LENGTH = 500;
/** A URL the client names (the reset link's base). */
export const URL_MAX_LENGTH = 2048;
/** An ISO date, 2024-01-31. */
export const ISO_DATE_LENGTH = 10;
/** An ISO instant with an offset: 2024-01-31T23:59:59.123456789+05:30 is 35 characters. */
export const ISO_INSTANT_MAX_LENGTH = 40;
/** A UUID, 8-4-4-4-12 hex digits. */
export const UUID_LENGTH = 36;
/**
 * A file as base64 in a JSON body: never longer than the largest body the server reads (40 MiB).
 * The file's own size limit is checked after the schema, with its own message.
 */
export const BASE64_FILE_MAX_LENGTH = 40 * 1024 * 1024;
