export type * from './catalogue/types.ts';
export type * from './manifest.ts';
export { PAGE_FONTS } from './manifest.ts';
