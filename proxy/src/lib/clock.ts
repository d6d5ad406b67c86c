/** Milliseconds since the epoch; injected so tests can move time (key expiry, rate windows). */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();
