import { z } from 'zod';

/** The values of a coded message (@portal/domain/common/message-codes), by slot name. */
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A coded message as an answer lists it (a tender's warnings): its English text, code and values. */
export const CodedMessageSchema = z.object({ code: z.string(), params: MessageParamsSchema, text: z.string() });

/**
 * The members of a success answer that tells the person something: the English `message` (as API
 * clients read it) and its `messageCode` and `messageParams` (what the web translates). Spread into
 * the answer's schema; the server fills them with answerMessage (common/message-codes.ts).
 */
export const ANSWER_MESSAGE_FIELDS = {
  message: z.string(),
  messageCode: z.string().describe("The message's stable code ('shipment.created')"),
  messageParams: MessageParamsSchema.describe("The values the message was written with, by slot name"),
};

/** Only the code and values of a message, beside its text elsewhere (a tender's warningCodes). */
export const MessageCodeSchema = z.object({ code: z.string(), params: MessageParamsSchema });
