import { z } from '@hono/zod-openapi';

/**
 * A time bound of a listing (`from`, `to`, `before`): ISO 8601 with an offset, within the years 0001–9999 once
 * taken to UTC. The database's driver writes a year outside them in a form the database refuses, which made
 * such a bound a 503 "database unavailable" and a false outage in the log. Every listing route takes its
 * bounds through this one schema.
 */
export const TimeBoundSchema = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1 && year <= 9999;
  },
  { message: 'a time between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z' },
);
