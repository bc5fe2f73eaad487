import { z } from 'zod';

/** How carriers reach the brokerage's carrier support (the /help page). */
export const SupportContactsSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type SupportContacts = z.output<typeof SupportContactsSchema>;

export const SupportContactsAnswerSchema = z.object({ data: SupportContactsSchema });
export type SupportContactsAnswer = z.output<typeof SupportContactsAnswerSchema>;
