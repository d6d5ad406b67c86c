import { isEngineError } from '@einvoice/engine/errors';
import { escapeHtml } from '@einvoice/engine/escapeHtml';
import { DEFAULT_INPUT_LIMITS } from '@einvoice/engine/inputLimits';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { type BodyLimit, readBody } from '../body/readBody.ts';
import { HTTP_STATUS } from '../errors/httpStatus.ts';
import { toErrorResponse } from '../platform/toErrorResponse.ts';
import { check, type Inspector } from './check.ts';
import type { Configuration } from './configuration.ts';

const DAEMON_NS = 'http://www.xoev.de/de/validator/framework/1/daemon';
const XML_TYPE = 'application/xml; charset=utf-8';

/** The raw XML document KoSIT's daemon takes: the API's bound on an invoice. */
export const KOSIT_BODY: BodyLimit = {
  maxBytes: DEFAULT_INPUT_LIMITS.maxBytes,
  purpose: 'an XML document of at most 10 MB',
};

/** What KoSIT's HTTP interface needs of its host: the engine is injected, the daemon's pool or the server's. */
export interface KositDeps {
  engine: Inspector;
  /** The health's status: UP while the engine can take a document. */
  up: () => boolean;
  /** The KoSIT configuration the reports follow; asked on every check (the host loads it once). */
  configuration: () => Promise<Configuration>;
  version: string;
  /** Where the routes are mounted ('' for the daemon, '/kosit' on the main server). */
  base: string;
  /** The usage page at GET base/ (KoSIT's `--disable-gui` turns it off). */
  gui: boolean;
  /** Check a hybrid PDF's invoice instead of rejecting the PDF as KoSIT does (the daemon's --accept-pdf). */
  acceptPdf?: boolean;
  /** Admission of a check (the API's keys and quota on the main server); none for the daemon. */
  admit?: MiddlewareHandler;
}

function healthXml(up: boolean, version: string): string {
  const m = process.memoryUsage();
  return [
    `<?xml version="1.0" encoding="UTF-8"?>\n<health xmlns="${DAEMON_NS}">`,
    `<status>${up ? 'UP' : 'DOWN'}</status>`,
    `<application><name>einvoice-check validator (KoSIT drop-in)</name><version>${escapeHtml(version)}</version><build>${process.version}</build></application>`,
    `<memory><freeMemory>${m.heapTotal - m.heapUsed}</freeMemory><maxMemory>${m.rss}</maxMemory><totalMemory>${m.heapTotal}</totalMemory></memory>`,
    '</health>\n',
  ].join('');
}

const usagePage = (
  base: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Validator daemon</title></head><body>
<h1>Validator daemon (KoSIT drop-in)</h1>
<p>POST an XML document as the raw request body to any path under ${base}/; the last path segment names it in the report.</p>
<pre>curl -s -X POST --data-binary @invoice.xml -H 'Content-Type: application/xml' http://HOST:PORT${base}/invoice.xml</pre>
<p>200: the document is acceptable, 406: it is not (both answer KoSIT's report XML), 400: no content,
405: another method, 413: too large, 422: the document could not be processed, 503: busy or too slow.
<a href="${base}/server/health">${base}/server/health</a> answers the daemon's health.</p>
</body></html>
`;

/**
 * KoSIT's daemon interface (docs/daemon.md of itplr-kosit/validator), one implementation for both hosts: POST the
 * document to any path; the answer is the report with 200 when the document is acceptable and 406 when not.
 * Limits and an overloaded engine keep the API's statuses (413, 503); anything else the engine refuses is KoSIT's
 * 422; an unexpected failure is thrown to the host's error mapper (500 with a request id).
 */
export function kositRoutes(deps: KositDeps): Hono {
  const app = new Hono();
  app.get('/server/health', (c) =>
    c.body(healthXml(deps.up(), deps.version), 200, { 'content-type': XML_TYPE }),
  );
  // The base itself with or without its slash: `/kosit` and `/kosit/` on the main server, `/` for the daemon.
  if (deps.gui)
    app.get('*', (c, next) =>
      c.req.path.slice(deps.base.length).replace(/^\//, '') === '' ? c.html(usagePage(deps.base)) : next(),
    );
  if (deps.admit) app.post('*', deps.admit);
  app.post('*', async (c) => {
    try {
      const body = await readBody(c, KOSIT_BODY);
      if (body.byteLength === 0) return c.text('no content\n', 400);
      // Hono's path keeps the escapes of reserved characters (%25, %2F); the name decodes them as a route parameter is.
      const segment = c.req.path.slice(deps.base.length).split('/').filter(Boolean).pop();
      const name = segment ? tryDecodeURIComponent(segment) : 'document';
      const { report } = await check(deps.engine, await deps.configuration(), name, body, deps.acceptPdf);
      // A rejected document is a validation done: it counts against a key's quota as v3's invalid verdict does.
      c.set('completed', true);
      return c.body(report.xml, report.accept ? 200 : 406, { 'content-type': XML_TYPE });
    } catch (e) {
      if (!isEngineError(e)) throw e;
      const status =
        e.code === 'XML_TOO_LARGE' || e.code === 'ORACLE_UNAVAILABLE' ? HTTP_STATUS[e.code] : 422;
      return c.text(`${e.code}: ${e.message}\n`, status);
    }
  });
  app.all('*', (c) => {
    c.header('allow', 'POST');
    return c.text('method not allowed: POST the document\n', 405);
  });
  return app;
}

/** The standalone daemon's application: the routes at the root, a request id and the one error mapper. */
export function kositDaemonApp(deps: Omit<KositDeps, 'base' | 'admit'>): Hono {
  const app = new Hono();
  app.use('*', requestId({ limitLength: 64 }));
  app.route('/', kositRoutes({ ...deps, base: '' }));
  app.onError((err, c) => toErrorResponse(c, err));
  return app;
}
