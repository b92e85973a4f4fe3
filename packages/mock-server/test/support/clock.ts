/** The one start time of the server tests' controlled clocks, so timestamps in tests are predictable. */

/** 2025-01-01T12:00:00Z: where every test world's clock starts. */
export const START = Date.UTC(2025, 0, 1, 12, 0, 0);

/** One day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;
