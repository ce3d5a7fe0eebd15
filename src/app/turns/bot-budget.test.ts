import { describe, expect, it } from 'vitest';
import { StepBudget, type SharedSteps } from './bot-budget';

/**
 * A payer's budget shared by isolates (issue 32 item 4): two StepBudgets (two isolates) over one
 * shared level, as the payer's limiter object keeps it (test/workers/limits-across-isolates.test.ts
 * runs the real object). Each isolate follows the lower of its own count and the shared one.
 */
function sharedLevel(capacity: number): SharedSteps {
  let level = capacity;
  return async (_payer, steps) => (level -= steps);
}

describe('StepBudget with a shared level', () => {
  const limit = { capacity: 1000, perSecond: 1 };
  const now = () => 0;

  it("a booking reads the shared level first: another isolate's spending counts here", async () => {
    const shared = sharedLevel(1000);
    const [a, b] = [new StepBudget(limit, now, undefined, shared), new StepBudget(limit, now, undefined, shared)];
    a.charge('ada', 900);
    await new Promise((resolve) => setImmediate(resolve)); // the charge reached the shared level
    expect(b.wait('ada', 199), 'b has not heard of it yet').toBe(0);
    await b.sync('ada');
    expect(b.wait('ada', 199), 'after its sync, b holds what is left of the one budget').toBeGreaterThan(0);
    expect(b.wait('ada', 99)).toBe(0);
  });

  it('a charge brings the isolate down to the shared level, never up', async () => {
    const shared = sharedLevel(1000);
    const [a, b] = [new StepBudget(limit, now, undefined, shared), new StepBudget(limit, now, undefined, shared)];
    b.charge('ada', 600);
    a.charge('ada', 100);
    await new Promise((resolve) => setImmediate(resolve));
    // a counted 100 itself; the shared answer after its charge was 300 left.
    expect(a.wait('ada', 299)).toBe(0);
    expect(a.wait('ada', 300)).toBeGreaterThan(0);
  });

  it('an unreachable shared level leaves the isolate its own count', async () => {
    const failing: SharedSteps = () => Promise.reject(new Error('the object is away'));
    const a = new StepBudget(limit, now, undefined, failing);
    a.charge('ada', 100);
    await a.sync('ada');
    expect(a.wait('ada', 899)).toBe(0);
    expect(a.wait('ada', 900)).toBeGreaterThan(0);
  });
});
