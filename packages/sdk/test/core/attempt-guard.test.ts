import { describe, expect, it, vi } from 'vitest';
import { AttemptGuard } from '../../src/core/attempt-guard.js';

describe('AttemptGuard.whenStopped', () => {
  it('calls back once when the deadline passes, with the reason set', async () => {
    const guard = new AttemptGuard(20, undefined);
    const stop = vi.fn(() => expect(guard.reason).toBe('timeout'));
    guard.whenStopped(stop);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stop).toHaveBeenCalledTimes(1);
    guard.dispose();
  });

  it("calls back at once when the caller's signal was already aborted", () => {
    const controller = new AbortController();
    controller.abort();
    const guard = new AttemptGuard(1000, controller.signal);
    const stop = vi.fn();
    guard.whenStopped(stop);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(guard.reason).toBe('abort');
    guard.dispose();
  });

  it('never calls back once disposed', async () => {
    const controller = new AbortController();
    const guard = new AttemptGuard(20, controller.signal);
    const stop = vi.fn();
    guard.whenStopped(stop);
    guard.dispose();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stop).not.toHaveBeenCalled();
  });
});
