import { z } from '@hono/zod-openapi';

const PartySchema = z
  .object({
    role: z.string().nullable(),
    id: z.string().nullable(),
    scheme: z.string().nullable(),
    name: z.string().nullable(),
  })
  .nullable();

/** ValidateResult.lifecycle: the reading of a French lifecycle-status message (engine/src/lifecycle). */
export const LifecycleReadingSchema = z
  .object({
    guidelineId: z.string().nullable(),
    businessProcess: z.string().nullable(),
    messageId: z.string().nullable(),
    created: z.string().nullable(),
    sender: PartySchema,
    issuer: PartySchema,
    recipient: PartySchema,
    statuses: z.array(
      z.object({
        invoiceNumber: z.string().nullable(),
        invoiceTypeCode: z.string().nullable(),
        invoiceDate: z.string().nullable(),
        statusCode: z.string().nullable(),
        statusName: z.string().nullable(),
        meaning: z.object({ fr: z.string(), en: z.string(), de: z.string() }).nullable(),
        reasons: z.array(
          z.object({
            code: z.string().nullable(),
            text: z.string().nullable(),
            actionCode: z.string().nullable(),
            action: z.string().nullable(),
          }),
        ),
      }),
    ),
  })
  .openapi('LifecycleReading', {
    description:
      'A CDAR lifecycle-status message (French reform, XP Z12-014) read as one: the invoice each status is about, the status code (MDT-105) and its meaning, the parties',
  });
