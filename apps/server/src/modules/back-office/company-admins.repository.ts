import { sql } from 'kysely';

/** How many active portal users with the Admin role the company `c` has: who answers its access requests. */
export const companyAdminCount = sql<number>`(select count(*)::int from users u where u.company_id = c.id and u.status = 'Active' and 'Admin' = any(u.roles))`;
