/** The earlier interface (issue 11) over real HTTP on PostgreSQL: the same suite as on PGlite. */
import { legacySuite } from '@einvoice/test-support/proxy/legacySuite';

legacySuite('postgres');
