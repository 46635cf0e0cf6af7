import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission';

/** A clock the test moves. */
function clock() {
  let time = 0;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('admission', () => {
  it('lets every call in while answers are quick, however many are in flight', () => {
    const time = clock();
    const admission = createAdmission({ maxWaitMs: 1000, minInFlight: 4, now: time.now });
    for (let round = 0; round < 20; round += 1) {
      for (let call = 0; call < 50; call += 1) expect(admission.admit()).toBe(true);
      time.pass(100);
      for (let call = 0; call < 50; call += 1) admission.done(100);
    }
    expect(admission.figures()).toMatchObject({ inFlight: 0, refused: 0, overloaded: false });
  });

  it('refuses beyond the floor once even the quickest answer of a window waited too long, and recovers', () => {
    const time = clock();
    const admission = createAdmission({ maxWaitMs: 1000, minInFlight: 4, now: time.now });
    for (let call = 0; call < 10; call += 1) expect(admission.admit()).toBe(true);
    time.pass(600);
    admission.done(600); // the quickest of its window: over half of 1000 ms
    time.pass(300);
    admission.done(900);
    expect(admission.figures().overloaded).toBe(true);
    expect(admission.admit()).toBe(false);

    // A slow export alone is not a queue: a quick answer in the next window clears it.
    time.pass(100);
    admission.done(40);
    admission.done(3000);
    time.pass(260);
    expect(admission.admit()).toBe(true);
    expect(admission.figures()).toMatchObject({ overloaded: false, refused: 1 });
  });

  it('refuses while the event loop has been stalled over half of the wait, whatever is in flight', () => {
    const admission = createAdmission({ maxWaitMs: 1000 });
    expect(admission.admit(400)).toBe(true);
    expect(admission.admit(600)).toBe(false);
    expect(admission.admit(0)).toBe(true);
    expect(admission.figures()).toMatchObject({ inFlight: 2, refused: 1 });
  });
});
