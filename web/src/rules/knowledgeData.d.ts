/** The Rules view's data, bundled by web/vite/knowledgeData.ts as a chunk of its own. */
declare module 'virtual:knowledge-data' {
  import type { Dataset, LayerManifest } from '@einvoice/knowledge';
  import type { Catalogue } from '@einvoice/rulesets';

  const data: { catalogue: Catalogue; layers: LayerManifest; dataset: Dataset | null };
  export default data;
}
