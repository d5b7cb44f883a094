// Fixed-window counters kept in this process's memory, for calls whose limit only needs to be
// rough (several servers each count their own share): at most `limit` calls per key per window.

/** Counts calls per key; `take` says whether one more is allowed now. */
interface RateLimiter {
  take(key: string, now?: number): boolean;
}

/** Most keys remembered at once: past it, windows that are over are dropped, then the oldest. */
const MAX_KEYS = 100_000;

/** A limiter of `limit` calls per key per `windowMs`. */
export function rateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        if (windows.size >= MAX_KEYS) {
          for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
          // Map keeps insertion order: the first entries are the oldest windows.
          for (const k of windows.keys()) {
            if (windows.size < MAX_KEYS) break;
            windows.delete(k);
          }
        }
        window = { count: 0, endsAt: now + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}
