/** A code list: code → meaning in English and German. Codes not listed are shown raw, never guessed. */
export type CodeList = Readonly<Record<string, readonly [en: string, de: string]>>;
