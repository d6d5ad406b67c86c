export type * from './catalogue/types.ts';
export type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  FacturxProfile,
  Level,
  RulesetIntegrity,
  RulesetName,
} from './manifest.ts';
export { PAGE_FONTS } from './manifest.ts';
