import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import { zipSync } from 'fflate';
import { isZip, unpackZip } from '../batch/unpackZip.ts';
import { LOCALE_KEY } from '../i18n/initialLocale.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { base64ToBytes } from '../lib/base64ToBytes.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { baseName } from '../lib/fileNames.ts';
import { buildReport } from '../report/buildReport.ts';
import type { AddedFile } from '../state/Action.ts';
import type { RejectReason, RepairAllSummary, TaskName, TaskValues } from '../state/AppState.ts';
import type { Controller, NamedBytes } from '../state/Controller.ts';
import type { Store } from '../state/createStore.ts';
import type { Failure } from '../state/failure.ts';
import { invoiceSummary } from '../state/invoiceSummary.ts';
import { engineOptions } from '../state/ruleSettings.ts';
import { type EnginePool, isCancelled } from './enginePool.ts';
import type { PageEngine } from './pageEngine.ts';
import { SNIFF_BYTES, sniffFile } from './sniffFile.ts';

// Reading seller, number and total renders the whole invoice; above this size that costs more than the
// columns are worth until rendering reads the one parsed document (issue 14).
const SUMMARY_MAX_BYTES = 2 * 1024 * 1024;

// A Worker crash or a bug is still shown as a failure of this one file, never as an uncaught error.
function errorData(e: unknown): Failure {
  return isEngineError(e) ? toErrorData(e) : { code: 'INTERNAL', message: String(e) };
}

/** The controller over one store and the engine Worker; engine readiness is dispatched as it settles. */
export function createController(store: Store, pool: EnginePool): Controller {
  let nextId = 0;
  pool.first.then(
    (e) => store.dispatch({ type: 'engine/ready', info: e.info() }),
    (e: unknown) => store.dispatch({ type: 'engine/failed', error: errorData(e) }),
  );

  const bytesOf = (id: string): Uint8Array => {
    const file = store.getState().files.find((f) => f.id === id);
    if (!file?.bytes) throw new Error(`no bytes for file ${id}`);
    return file.bytes;
  };

  async function run<K extends TaskName>(
    id: string,
    task: K,
    job: (engine: PageEngine) => Promise<TaskValues[K]>,
  ) {
    store.dispatch({ type: 'task/started', id, task });
    try {
      const value = await pool.run(`${id}:${task}`, bytesOf(id).length, job);
      store.dispatch({ type: 'task/done', id, task, value } as Extract<
        Parameters<Store['dispatch']>[0],
        { type: 'task/done'; task: K }
      >);
    } catch (e) {
      if (isCancelled(e)) store.dispatch({ type: 'task/reset', id, task });
      else store.dispatch({ type: 'task/failed', id, task, error: errorData(e) });
    }
  }

  async function check(
    file: { id: string; bytes: Uint8Array | null },
    pins: Readonly<Record<string, string>> = {},
  ) {
    const bytes = file.bytes;
    if (!bytes) return;
    const id = file.id;
    const options = engineOptions(store.getState().rules, pins);
    try {
      const result = await pool.run(
        `${id}:check`,
        bytes.length,
        (e) => e.validate({ bytes }, options),
        () => store.dispatch({ type: 'check/running', id, at: performance.now() }),
      );
      store.dispatch({ type: 'check/done', id, result, at: performance.now() });
    } catch (e) {
      if (isCancelled(e)) store.dispatch({ type: 'check/cancelled', id });
      else store.dispatch({ type: 'check/failed', id, error: errorData(e) });
      return;
    }
    if (bytes.length > SUMMARY_MAX_BYTES) return;
    // The batch table's seller, number and total come from the engine's own reading of the invoice.
    try {
      const reading = await pool.run(`${id}:summary`, bytes.length, (e) =>
        e.render({ bytes }, { format: 'json' }),
      );
      if (reading.document) {
        store.dispatch({ type: 'summary/read', id, summary: invoiceSummary(reading.document) });
      }
    } catch {
      // Not an invoice the reader understands, or cancelled: the verdict already stands; the columns stay empty.
    }
  }

  return {
    async addFiles(files) {
      const named = await Promise.all(
        files.map(
          async (f): Promise<NamedBytes> =>
            f instanceof File
              ? { name: f.webkitRelativePath || f.name, bytes: new Uint8Array(await f.arrayBuffer()) }
              : f,
        ),
      );
      const added: AddedFile[] = [];
      const add = (f: NamedBytes, rejected: RejectReason | null) => {
        nextId += 1;
        const bytes = rejected ? null : f.bytes;
        added.push({
          id: `f${nextId}`,
          name: f.name,
          size: f.bytes.length,
          bytes,
          rejected,
          at: performance.now(),
        });
      };
      for (const f of named) {
        if (!isZip(f.bytes)) {
          add(f, sniffFile(f.bytes.subarray(0, SNIFF_BYTES)));
          continue;
        }
        const { files: members, problem } = unpackZip(f);
        if (problem) add(f, `archive-${problem}`);
        for (const m of members) add(m, sniffFile(m.bytes.subarray(0, SNIFF_BYTES)));
      }
      store.dispatch({ type: 'files/added', files: added });
      // One after another: the Worker runs one job at a time anyway, and verdicts appear in order.
      for (const f of added) await check(f);
    },
    async repairAll() {
      const targets = store
        .getState()
        .files.filter((f) => f.bytes && f.check.state === 'done' && !f.check.result.valid);
      const summary: RepairAllSummary = { repaired: 0, stillInvalid: 0, failed: 0 };
      store.dispatch({
        type: 'repairAll/set',
        repairAll: { state: 'running', done: 0, total: targets.length },
      });
      for (const [i, f] of targets.entries()) {
        await run(f.id, 'repair', async (e) => {
          try {
            const r = await e.fix({ bytes: bytesOf(f.id) }, { mode: 'permissive', answers: [] });
            if (r.valid) summary.repaired += 1;
            else summary.stillInvalid += 1;
            return r;
          } catch (e) {
            summary.failed += 1;
            throw e;
          }
        });
        store.dispatch({
          type: 'repairAll/set',
          repairAll: { state: 'running', done: i + 1, total: targets.length },
        });
      }
      store.dispatch({ type: 'repairAll/set', repairAll: { state: 'done', summary } });
    },
    downloadRepaired() {
      const entries: Record<string, Uint8Array> = {};
      const encoder = new TextEncoder();
      for (const f of store.getState().files) {
        const t = f.tasks.repair;
        if (t.state !== 'done' || !t.value.valid || t.value.xml === null) continue;
        // A PDF goes into the archive as the PDF with its repaired invoice, as the repair panel offers it.
        const [suffix, ext] = t.value.pdfBase64 ? ['fixed', 'pdf'] : ['repaired', 'xml'];
        const base = baseName(f.name.split('/').pop() ?? f.name);
        let name = `${base}.${suffix}.${ext}`;
        for (let n = 2; name in entries; n++) name = `${base}.${suffix}-${n}.${ext}`;
        entries[name] = t.value.pdfBase64 ? base64ToBytes(t.value.pdfBase64) : encoder.encode(t.value.xml);
      }
      downloadFile('repaired-invoices.zip', zipSync(entries), 'application/zip');
    },
    repair: (id, mode, answers) => run(id, 'repair', (e) => e.fix({ bytes: bytesOf(id) }, { mode, answers })),
    convert: (id, target, allowLoss, answers) =>
      run(id, 'convert', (e) =>
        // The locale is that of a Factur-X PDF's visible pages; the other targets ignore it.
        e.convert({ bytes: bytesOf(id) }, { target, allowLoss, answers, locale: store.getState().locale }),
      ),
    render: (id, locale) =>
      run(id, 'render', (e) => e.render({ bytes: bytesOf(id) }, { format: 'html', locale })),
    resetTask: (id, task) => store.dispatch({ type: 'task/reset', id, task }),
    cancel: (id, job) => {
      pool.cancel(`${id}:${job}`);
    },
    async report(id, locale) {
      const file = store.getState().files.find((f) => f.id === id);
      if (!file?.bytes || file.check.state !== 'done') throw new Error(`file ${id} has no verdict`);
      const bytes = file.bytes;
      const reading = await pool.run(`${id}:report`, bytes.length, (e) =>
        e.render({ bytes }, { format: 'html', locale }),
      );
      return buildReport({
        fileName: file.name,
        result: file.check.result,
        readingHtml: reading.html ?? '',
        locale,
        t: MESSAGES[locale],
        checkedAt: new Date().toISOString(),
      });
    },
    invoiceXml: (id) => pool.run(`${id}:xml`, bytesOf(id).length, (e) => e.invoiceXml(bytesOf(id))),
    async recheck(id) {
      const file = store.getState().files.find((f) => f.id === id);
      if (!file?.bytes || file.check.state !== 'cancelled') return;
      store.dispatch({ type: 'check/queued', id, at: performance.now() });
      await check(file);
    },
    async setRules(rules) {
      store.dispatch({ type: 'rules/set', rules });
      const checked = store
        .getState()
        .files.filter((f) => f.bytes && (f.check.state === 'done' || f.check.state === 'failed'));
      for (const f of checked) store.dispatch({ type: 'check/queued', id: f.id, at: performance.now() });
      for (const f of checked) await check(f);
    },
    async checkWith(id, pins) {
      const file = store.getState().files.find((f) => f.id === id);
      if (!file?.bytes || file.check.state === 'validating') return;
      store.dispatch({ type: 'check/queued', id, at: performance.now() });
      await check(file, pins);
    },
    selectFile: (id) => store.dispatch({ type: 'file/selected', id }),
    removeFile: (id) => store.dispatch({ type: 'file/removed', id }),
    setLocale(locale) {
      localStorage.setItem(LOCALE_KEY, locale);
      document.documentElement.lang = locale;
      store.dispatch({ type: 'locale/set', locale });
    },
    setApi: (api) => store.dispatch({ type: 'api/set', api }),
  };
}
