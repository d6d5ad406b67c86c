import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, throttledLog } from './logger.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('throttledLog', () => {
  it('logs an outage once per interval, folding the failures between into the next line', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    let now = 0;
    const clock = () => now;
    const log = throttledLog('database', 60_000);
    for (let i = 0; i < 500; i++) {
      log.failed('database unavailable', clock);
      now += 100;
    }
    // 500 failures over 50 s: one line.
    expect(error.mock.calls).toEqual([[{ topic: 'database', suppressed: 0 }, 'database unavailable']]);
    now = 60_000;
    log.failed('database unavailable', clock);
    expect(error.mock.calls[1]).toEqual([{ topic: 'database', suppressed: 499 }, 'database unavailable']);
    log.recovered();
    log.recovered();
    expect(info.mock.calls).toEqual([[{ topic: 'database', suppressed: 0 }, 'database: available again']]);
    // A new outage right after recovery is logged at once.
    log.failed('database unavailable', clock);
    expect(error).toHaveBeenCalledTimes(3);
  });
});
