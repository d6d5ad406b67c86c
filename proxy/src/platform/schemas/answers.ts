import { ANSWER_LIMITS } from '@einvoice/engine/fixOptions';
import { z } from '@hono/zod-openapi';

/**
 * One answer to a question of an earlier answer (spec 2.2 Answer): the one shape v3 /fix and /convert take and
 * the CLI's `fix --answers FILE.json` reads (a JSON array of these). Documentation only: the engine checks
 * answers itself, so its INVALID_OPTION and INVALID_ANSWERS codes and messages stay the ones clients see.
 */
export const AnswerSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .openapi({ description: 'The question id (questions[].id, details.questions[].id)' }),
    value: z
      .string()
      .max(ANSWER_LIMITS.maxValueLength)
      .optional()
      .openapi({ description: 'The value of a field question' }),
    scheme: z
      .string()
      .optional()
      .openapi({ description: 'The scheme of a field question with one (scheme.options[].value)' }),
    option: z.string().optional().openapi({ description: 'The chosen options[].value of a choice question' }),
  })
  .strict()
  .openapi('Answer', {
    description: '{id, value, scheme?} answers a field, {id, option} a choice.',
    example: { id: 'BT-49', value: 'buyer@example.com', scheme: 'EM' },
  });

/** Example of an answers array: a field with its scheme and a choice. */
const ANSWERS_EXAMPLE = [
  { id: 'BT-49', value: 'buyer@example.com', scheme: 'EM' },
  { id: 'BT-152@BG-25[2]/BG-30[1]', option: '19' },
];

/** OpenAPI of an `answers` request member: at most ANSWER_LIMITS.maxAnswers Answer objects. */
export function answersDoc(description: string) {
  return {
    type: 'array' as const,
    items: { $ref: '#/components/schemas/Answer' },
    maxItems: ANSWER_LIMITS.maxAnswers,
    description,
    example: ANSWERS_EXAMPLE,
  };
}
