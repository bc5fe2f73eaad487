// Kept free of zod so the web shell can import it without pulling the schemas into its first load.

/** Claims of the access token beyond the registered ones. */
export interface AccessTokenClaims {
  sub: string;
  companyId: number;
  apiKey: string;
  roles: string[];
  permissions: string[];
  mobile?: boolean;
}

/** The header of the carrier API whose value is the token's apiKey claim. */
export const API_KEY_HEADER = 'x-api-key';
