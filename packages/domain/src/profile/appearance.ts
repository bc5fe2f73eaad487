import { z } from 'zod';
import { THEME_PREFERENCES } from '../auth/theme-preference';

/** PUT /users/me/appearance: how the portal looks to the signed-in user. */
export const UpdateAppearanceSchema = z.object({ theme: z.enum(THEME_PREFERENCES) });
export type UpdateAppearance = z.input<typeof UpdateAppearanceSchema>;
