import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The test tiers (`vitest --project <tier>`; docs/development.md). A test is in the unit tier unless its name or
 * this file places it in a slower one: `npm run test:unit` runs the unit tier (every workspace, under a minute),
 * `npm test` all four.
 * - unit: pure logic, in process, no corpus walk, no server, no browser;
 * - corpus: suites over ../shared/corpus and the rules build (conformance/, `*.corpus.test.ts`, the files below);
 * - api: the real server over HTTP, PostgreSQL (`*.api.test.ts`, `*.postgres.test.ts`, the files below);
 * - e2e: the built page in headless Chromium (e2e/).
 */

/** The workspaces whose tests are unit tests unless listed below; e2e/ and conformance/ are slower tiers as a whole. */
const WORKSPACE_TESTS = [
  'engine/src/**/*.test.ts',
  'rulesets/src/**/*.test.ts',
  'knowledge/src/**/*.test.ts',
  'proxy/src/**/*.test.ts',
  'validator/src/**/*.test.ts',
  'web/src/**/*.test.ts',
  'tooling/src/**/*.test.ts',
  'test-support/src/**/*.test.ts',
  'bench/**/*.test.ts',
];

/** A fast check in a slower folder (e2e/, conformance/) names itself `*.unit.test.ts`. */
const UNIT = '**/*.unit.test.ts';

/** Tests that start the server (or its bundle), or open a database, without `.api.` in their name. */
const API = [
  '**/*.api.test.ts',
  '**/*.postgres.test.ts',
  'proxy/src/api.test.ts',
  'proxy/src/apiKeys.cache.test.ts',
  'proxy/src/apiKeys.clock.test.ts',
  'proxy/src/apiKeys.test.ts',
  'proxy/src/auth/admission.test.ts',
  'proxy/src/cli/verifyPack.test.ts',
  'proxy/src/contract.test.ts',
  'proxy/src/evidence/evidencePdf.test.ts',
  'proxy/src/evidence/signedZip.test.ts',
  'proxy/src/hostile.test.ts',
  'proxy/src/legacy/convert.test.ts',
  'proxy/src/legacy/legacy.test.ts',
  'proxy/src/lifecycle.test.ts',
  'proxy/src/platform/recordsBehind.test.ts',
  'proxy/src/readmeQuickStart.test.ts',
  'proxy/src/rulesetsIntegrity.test.ts',
  'proxy/src/startBundle.test.ts',
  'proxy/src/storage/dataDirPrivate.test.ts',
  'proxy/src/storage/repository.cleanup.test.ts',
  'proxy/src/v3/convert.test.ts',
  'proxy/src/v3/fix.test.ts',
  'proxy/src/v3/hybrid.test.ts',
  'proxy/src/v3/pdfMemory.test.ts',
  'proxy/src/v3/realWorld.test.ts',
  'proxy/src/v3/render.test.ts',
  'proxy/src/v3/renderAttachments.test.ts',
  'proxy/src/v3/validateTruncation.test.ts',
  'proxy/src/webhooks/dispatcher.test.ts',
  'proxy/src/webhooks/webhookMigration.test.ts',
  'proxy/src/webhooks/webhookPresence.test.ts',
];

/** Tests that walk the corpus, load the whole rules build or spawn the CLI, outside conformance/. */
const CORPUS = [
  '**/*.corpus.test.ts',
  'engine/src/bugPath.test.ts',
  'engine/src/container/facturx/drawInvoiceFrench.test.ts',
  'engine/src/findings/france/franceRuleTexts.test.ts',
  'engine/src/host/cliLanguage.test.ts',
  'engine/src/render/renderFrench.test.ts',
  'rulesets/src/catalogue/frenchCatalogue.test.ts',
  'rulesets/src/rules/compileRules.test.ts',
  'tooling/src/releases/readmeBlock.test.ts',
  'engine/src/container/swapInvoice.test.ts',
  'engine/src/convert/refuseInvalidOutput.test.ts',
  'engine/src/convert/roundTrip.property.test.ts',
  'engine/src/createEngine.test.ts',
  'engine/src/findings/ruleTexts.test.ts',
  'engine/src/findings/termsOfRule.test.ts',
  'engine/src/fix/fix.test.ts',
  'engine/src/fix/guardFidelity.test.ts',
  'engine/src/fix/moneyChanges.test.ts',
  'engine/src/fix/repairClass.test.ts',
  'engine/src/host/cliConvert.test.ts',
  'engine/src/host/cliFix.test.ts',
  'engine/src/host/cliHybrid.test.ts',
  'engine/src/host/cliRender.test.ts',
  'engine/src/host/commandLine.test.ts',
  'engine/src/host/fetchLoader.test.ts',
  'engine/src/host/rulesIntegrity.test.ts',
  'engine/src/model/readInvoice.test.ts',
  'engine/src/oracles/leitwegId/leitwegIdFinding.test.ts',
  'engine/src/oracles/lineArithmetic/checkLineArithmetic.test.ts',
  'engine/src/oracles/xsd/validateXsd.test.ts',
  'engine/src/parseOnce.test.ts',
  'engine/src/render/attachmentSafety.test.ts',
  'engine/src/render/renderInvoice.test.ts',
  'engine/src/scenario/chooseReleases.test.ts',
  'engine/src/scenario/peppolReleases.test.ts',
  'engine/src/semantics/terms.test.ts',
  'engine/src/xml/parseXmlTree.test.ts',
  'engine/src/xml/wellFormedness.test.ts',
  'proxy/src/app.test.ts',
  'proxy/src/engine/pool.test.ts',
  'proxy/src/engine/serveEngine.test.ts',
  'proxy/src/knowledge/knowledge.test.ts',
  'rulesets/src/catalogue/buildCatalogue.test.ts',
  'rulesets/src/referenceStylesheets.test.ts',
  'rulesets/src/sources/fetchSources.test.ts',
  'tooling/src/releases/addRelease.test.ts',
  'tooling/src/setup/setup.test.ts',
  'validator/src/cli.test.ts',
  'web/src/app/enginePool.test.ts',
  'web/src/worker/workerApi.test.ts',
  'web/src/i18n/engineReasons.test.ts',
];

const NOT_INSTALLED = '**/node_modules/**';

export default defineConfig({
  // `@einvoice/validator-js` entries resolve to their sources in the workspace, no library build needed
  // (docs/library.md; tsconfig, the vite build and the server bundle name the same condition).
  ssr: { resolve: { conditions: ['@einvoice/source', ...defaultServerConditions] } },
  test: {
    testTimeout: 120_000,
    hookTimeout: 600_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [...WORKSPACE_TESTS, UNIT],
          exclude: [NOT_INSTALLED, ...API, ...CORPUS],
        },
      },
      {
        extends: true,
        test: {
          name: 'corpus',
          include: ['conformance/**/*.test.ts', ...CORPUS],
          exclude: [NOT_INSTALLED, UNIT, ...API],
        },
      },
      { extends: true, test: { name: 'api', include: API, exclude: [NOT_INSTALLED, UNIT] } },
      { extends: true, test: { name: 'e2e', include: ['e2e/**/*.test.ts'], exclude: [NOT_INSTALLED, UNIT] } },
    ],
  },
});
