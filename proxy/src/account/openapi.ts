/**
 * The OpenAPI 3.1 document of /api/account (served at /api/account/openapi.json). Written out rather than
 * generated: these routes are plain Hono routes behind a session, apart from the v3 interface's document.
 */
import { VERIFICATION_OUTCOMES } from '../evidence/verificationOutcome.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Success' }) });
const err = { $ref: '#/components/responses/Error' };
/** Sign-out, the session and the password change: a browser session only. */
const sessionChange = { security: [{ session: [], csrf: [] }] };
const sessionRead = { security: [{ session: [] }] };
/** Every other route: the session (with the CSRF token to change anything) or the account's live API key. */
const stateChange = { security: [{ session: [], csrf: [] }, { bearer: [] }] };
const read = { security: [{ session: [] }, { bearer: [] }] };

export const ACCOUNT_OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'E-invoice validation: account API',
    version: '1.0.0',
    description:
      'Self-service for the people owning an account: sign-up, sign-in, keys, usage, validation records, ' +
      'evidence packs and webhooks. ' +
      'A session is the HttpOnly cookie einvoice_session set by /signup and /signin; every method other than ' +
      'GET also needs the X-CSRF-Token header holding the csrfToken those answers (and GET /session) return. ' +
      "Instead of a session, the account's live API key authenticates every route but /signout, /session and " +
      '/password: Authorization: Bearer sk_live_…, no CSRF token (a browser never attaches it on its own), and ' +
      'no invoice quota drawn. ' +
      "Errors use the service's envelope: 400 INVALID_OPTION, 401 UNAUTHORIZED (no session, wrong credentials, " +
      'missing CSRF token, unknown key), 401 KEY_EXPIRED, 403 KEY_INACTIVE (a deactivated key, or a test key: ' +
      'it cannot manage the account), 404 NOT_FOUND (also for ids of other accounts), 429 RATE_LIMITED, 503 ORACLE_UNAVAILABLE.',
  },
  servers: [{ url: '/api/account' }],
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'einvoice_session' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: "The account's live key, sk_live_…; a test key is refused",
      },
    },
    schemas: {
      Success: {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { const: true }, data: { type: 'object' } },
      },
      Credentials: {
        type: 'object',
        required: ['email', 'password'],
        properties: {
          email: { type: 'string', format: 'email' },
          password: { type: 'string', minLength: 10, maxLength: 200 },
          invite: {
            type: 'string',
            description: 'Sign-up only: an operator invitation to an existing account.',
          },
        },
      },
    },
    responses: {
      Error: {
        description: 'The service error envelope',
        ...json({
          type: 'object',
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                requestId: { type: 'string' },
              },
            },
          },
        }),
      },
    },
  },
  paths: {
    '/signup': {
      post: {
        summary:
          'Create an account on the Free Trial with its first user; answers its live and test keys once',
        requestBody: json({ $ref: '#/components/schemas/Credentials' }),
        responses: {
          201: ok(
            'Signed in: data.keys {live, test: {id, key}} (null when joining by invitation), data.csrfToken',
          ),
          400: err,
          429: err,
        },
      },
    },
    '/signin': {
      post: {
        summary: 'Sign in; always a new session. Limited per client address and per e-mail',
        requestBody: json({ $ref: '#/components/schemas/Credentials' }),
        responses: { 200: ok('data.csrfToken'), 401: err, 429: err },
      },
    },
    '/signout': {
      post: {
        ...sessionChange,
        summary: 'End this session',
        responses: { 204: { description: 'Signed out' }, 401: err },
      },
    },
    '/session': {
      get: {
        ...sessionRead,
        summary: 'The signed-in user and the CSRF token',
        responses: { 200: ok('email, accountId, plan, csrfToken'), 401: err },
      },
    },
    '/password': {
      post: {
        ...sessionChange,
        summary: 'Change the password (ends every other session)',
        requestBody: json({
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string', minLength: 10 } },
        }),
        responses: { 200: ok('data.csrfToken of the new session'), 400: err, 401: err },
      },
    },
    '/keys': {
      get: {
        ...read,
        summary:
          'Keys of the account: id, mode, prefix, active, createdAt, expiresAt, lastUsedAt, requestsThisPeriod',
        responses: { 200: ok('data.keys'), 401: err, 403: err },
      },
    },
    '/keys/regenerate': {
      post: {
        ...stateChange,
        summary: 'Issue a new live and test key (shown once); the old keys stop now, in 1 h or in 24 h',
        requestBody: json({
          type: 'object',
          required: ['grace'],
          properties: { grace: { enum: ['now', '1h', '24h'] } },
        }),
        responses: {
          201: ok('data.live, data.test {id, key}, data.oldKeysUntil'),
          400: err,
          401: err,
          403: err,
        },
      },
    },
    '/usage': {
      get: {
        ...read,
        summary:
          'Quota period, used vs quota, overage (paid plans), rate limits, per-day counts by interface and verdict',
        responses: { 200: ok('Usage'), 401: err, 403: err },
      },
    },
    '/usage.csv': {
      get: {
        ...read,
        summary: 'The per-day counts as CSV (day,api,valid,invalid)',
        responses: { 200: { description: 'CSV', content: { 'text/csv': {} } }, 401: err, 403: err },
      },
    },
    '/records': {
      get: {
        ...read,
        summary: 'Validation records, newest first (never the invoice)',
        parameters: [
          { name: 'verdict', in: 'query', schema: { enum: ['valid', 'invalid'] } },
          { name: 'mode', in: 'query', schema: { enum: ['live', 'test'] } },
          { name: 'format', in: 'query', schema: { type: 'string' } },
          {
            name: 'before',
            in: 'query',
            description: 'data.next of the previous page',
            schema: { type: 'string', format: 'date-time' },
          },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: {
          200: ok(
            'data.records (each with evidencePack: {evidencePackId, downloadUrl} once its pack was made, else null), data.next',
          ),
          400: err,
          401: err,
          403: err,
        },
      },
    },
    '/records/{ref}': {
      get: {
        ...read,
        summary: 'One validation record of the account',
        parameters: [{ name: 'ref', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: ok('The record, with evidencePack as in /records'), 401: err, 403: err, 404: err },
      },
    },
    '/records/{ref}/pack': {
      post: {
        ...stateChange,
        summary:
          "The signed evidence pack of one of the account's validation records: made on the first request, the same pack afterwards",
        parameters: [{ name: 'ref', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: json({
          type: 'object',
          properties: {
            language: { enum: ['de', 'fr'], description: "The certificate's second language (default de)" },
          },
        }),
        responses: {
          200: ok(
            'data: evidencePackId, validationRef, createdAt, expiresAt, isValid, testMode, downloadUrl, verifyUrl',
          ),
          401: err,
          403: err,
          404: err,
        },
      },
    },
    '/packs/{id}/download': {
      get: {
        ...read,
        summary: "The signed PDF of one of the account's evidence packs",
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'Content-Disposition: attachment; filename="evidence-pack-<id>.pdf"',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          401: err,
          403: err,
          404: err,
        },
      },
    },
    '/packs/verify': {
      post: {
        ...stateChange,
        summary:
          'Verify the PDF of an evidence pack (the request body): signed with a published key, and the bytes this service issued. ' +
          'The same check as the public POST /api/v1/verify/{id}; the id is read from the PDF',
        requestBody: {
          required: true,
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        responses: {
          200: {
            description:
              'data: exists, authentic, outcome, reason (when not authentic, in English), evidencePackId, testMode, ' +
              'verificationCode, certifies (the last four when the PDF names a pack of this service)',
            ...json({
              type: 'object',
              properties: {
                success: { const: true },
                data: {
                  type: 'object',
                  required: ['exists', 'authentic', 'outcome'],
                  properties: {
                    exists: { type: 'boolean' },
                    authentic: { type: 'boolean' },
                    outcome: {
                      enum: [...VERIFICATION_OUTCOMES],
                      description:
                        'authentic, or why not: unsigned (no signature), altered (changed after signing), ' +
                        'signature_unreadable, unknown_key (signed with a key never published), other_pack, ' +
                        'not_issued_bytes (signed for this pack but not the bytes issued), unknown_pack (names no ' +
                        'pack of this service; exists is false); not_a_pack does not occur for a PDF. A closed set: ' +
                        'pages show their own text for each code.',
                    },
                    reason: { type: 'string' },
                  },
                },
              },
            }),
          },
          400: err,
          401: err,
          403: err,
          413: err,
        },
      },
    },
    '/webhooks': {
      get: {
        ...read,
        summary: 'Webhooks of the account, both modes (never their secrets)',
        responses: { 200: ok('data.webhooks'), 401: err, 403: err },
      },
      post: {
        ...stateChange,
        summary:
          'Register a webhook for validation.completed of live or test keys; the secret is answered once',
        requestBody: json({
          type: 'object',
          required: ['url', 'mode'],
          properties: {
            url: { type: 'string', format: 'uri' },
            mode: { enum: ['live', 'test'] },
            description: { type: 'string' },
          },
        }),
        responses: { 201: ok('The webhook with data.secret'), 400: err, 401: err, 403: err },
      },
    },
    '/webhooks/{id}': {
      delete: {
        ...stateChange,
        summary: 'Delete a webhook and its delivery log',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'Deleted' }, 401: err, 403: err, 404: err, 503: err },
      },
    },
    '/webhooks/{id}/secret': {
      post: {
        ...stateChange,
        summary: 'Rotate the signing secret (answered once)',
        responses: { 200: ok('data.secret'), 401: err, 403: err, 404: err },
      },
    },
    '/webhooks/{id}/test': {
      post: {
        ...stateChange,
        summary:
          'Queue a test validation.completed (testMode true) for this webhook; with redeliveries at most 10 per account a minute (429 RATE_LIMITED)',
        responses: { 202: ok('data.deliveryId'), 401: err, 403: err, 404: err, 429: err },
      },
    },
    '/webhooks/{id}/deliveries': {
      get: {
        ...read,
        summary: 'Delivery log: status, attempts, response code, next retry',
        responses: { 200: ok('data.deliveries'), 401: err, 403: err, 404: err },
      },
    },
    '/deliveries/{id}/redeliver': {
      post: {
        ...stateChange,
        summary: 'Queue a delivery again (same event id)',
        responses: { 202: ok('data.queued'), 401: err, 403: err, 404: err },
      },
    },
  },
} as const;
