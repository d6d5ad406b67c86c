import { z } from '@hono/zod-openapi';

/**
 * A named (registered) schema or null. `.nullable()` on a registered schema is written as
 * `allOf: [{$ref}, {type: [object, null]}]`, which refuses null (the referenced schema is an object): clients
 * generated from the document then reject real answers. A union is written `anyOf: [{$ref}, {type: null}]`.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
