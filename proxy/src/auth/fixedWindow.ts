/** A fixed rate-limit window: the one `nowMs` falls in, aligned to multiples of its size. */
export interface FixedWindow {
  start: Date;
  /** Epoch milliseconds at which the next window begins. */
  resetMs: number;
}

/** The window of `sizeMs` containing `nowMs`; processes agree on it without talking to each other. */
export function fixedWindow(nowMs: number, sizeMs: number): FixedWindow {
  const start = Math.floor(nowMs / sizeMs) * sizeMs;
  return { start: new Date(start), resetMs: start + sizeMs };
}
