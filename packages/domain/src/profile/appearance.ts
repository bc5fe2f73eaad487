import { z } from 'zod';
import { ThemePreferenceSchema } from '../auth/theme-preference';

/** PUT /users/me/appearance: how the portal looks to the signed-in user (issue 16). */
export const UpdateAppearanceSchema = z.object({ theme: ThemePreferenceSchema });
export type UpdateAppearance = z.input<typeof UpdateAppearanceSchema>;
