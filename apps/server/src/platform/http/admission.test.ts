import { describe, expect, it } from 'vitest';
import { createAdmission, routeFamily } from './admission';

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

  it('lets the next burst all in after a minute of quiet, however slow the last burst’s tail was', () => {
    const time = clock();
    const admission = createAdmission({ maxWaitMs: 1000, now: time.now });
    // A burst of 200 whose answers come over 2 s (a drop's buyers queued on its row): the tail is slow.
    for (let call = 0; call < 200; call += 1) expect(admission.admit()).toBe(true);
    for (let call = 0; call < 200; call += 1) {
      time.pass(10);
      admission.done(10 * (call + 1));
    }
    expect(admission.figures()).toMatchObject({ inFlight: 0, overloaded: true });

    time.pass(60_000);
    // The slow tail is a minute old: no longer evidence, even before any call comes to roll the window.
    expect(admission.figures().overloaded).toBe(false);
    const admitted = Array.from({ length: 200 }, () => admission.admit()).filter(Boolean).length;
    expect(admitted).toBe(200);
    expect(admission.figures().refused).toBe(0);
  });

  it('keeps the verdict through windows without answers while the slow calls are still in flight', () => {
    const time = clock();
    const admission = createAdmission({ maxWaitMs: 1000, minInFlight: 4, now: time.now });
    for (let call = 0; call < 10; call += 1) admission.admit();
    time.pass(600);
    admission.done(600);
    time.pass(300);
    // Nine calls still queued, none answered for two windows: still a standing queue.
    time.pass(600);
    expect(admission.figures()).toMatchObject({ inFlight: 9, overloaded: true });
    expect(admission.admit()).toBe(false);
  });

  it('does not count a call’s time in a hot row’s queue as the process overloaded', () => {
    const time = clock();
    const order = 'new_api/customer/order';
    const drop = (hotRowWaits: boolean) => {
      const admission = createAdmission({ maxWaitMs: 1000, now: time.now });
      // 200 buyers of one drop answered over 2 s as they take their turns on its stock row: each call
      // spent all but its last 20 ms there.
      for (let call = 0; call < 200; call += 1) admission.admit(0, order);
      for (let call = 0; call < 150; call += 1) {
        time.pass(10);
        const durationMs = 10 * (call + 1);
        admission.done(durationMs, order, hotRowWaits ? durationMs - 20 : 0);
      }
      // The late buyers who come now are let in, to be told 품절 in a moment.
      return Array.from({ length: 100 }, () => admission.admit(0, order)).filter(Boolean).length;
    };
    expect(drop(true)).toBe(100);
    // The same answers, had their time been spent in the process, are a standing queue.
    expect(drop(false)).toBe(0);
  });

  it('refuses while the event loop has been stalled over half of the wait, whatever is in flight', () => {
    const admission = createAdmission({ maxWaitMs: 1000 });
    expect(admission.admit(400)).toBe(true);
    expect(admission.admit(600)).toBe(false);
    expect(admission.admit(0)).toBe(true);
    expect(admission.figures()).toMatchObject({ inFlight: 2, refused: 1 });
  });

  it('refuses at once the calls of a family past its bound, before any answer shows slowness', () => {
    const time = clock();
    const admission = createAdmission({ maxWaitMs: 1000, maxInFlightPerFamily: 100, now: time.now });
    const cart = 'new_api/customer/cart';
    // 300 edits read in the same instant: no window has closed, no call is done.
    const answers = Array.from({ length: 300 }, () => admission.admit(0, cart));
    expect(answers.slice(0, 100).every(Boolean)).toBe(true);
    expect(answers.slice(100).some(Boolean)).toBe(false);
    // The cart's burst holds no other family up.
    expect(admission.admit(0, 'api/conferences')).toBe(true);
    expect(admission.figures()).toMatchObject({ inFlight: 101, refused: 200, overloaded: false });
    // Each answer makes room for one more.
    time.pass(30);
    admission.done(30, cart);
    expect(admission.admit(0, cart)).toBe(true);
    expect(admission.admit(0, cart)).toBe(false);
  });

  it('lets in by default the 200 connections of a registration rush at once', () => {
    const admission = createAdmission({ maxWaitMs: 1000 });
    const family = 'api/register/conference';
    for (let call = 0; call < 200; call += 1) expect(admission.admit(0, family)).toBe(true);
    const unbounded = createAdmission({ maxWaitMs: 1000, maxInFlightPerFamily: 0 });
    for (let call = 0; call < 5000; call += 1) expect(unbounded.admit(0, family)).toBe(true);
  });

  it('names a family by the first two fixed segments of the route, never by ids in the address', () => {
    expect(routeFamily('/new_api/customer/cart/v2/edit')).toBe('new_api/customer/cart');
    expect(routeFamily('/new_api/customer/cart/v2/:cartIdx/options')).toBe('new_api/customer/cart');
    expect(routeFamily('/api/register/conference/:idx')).toBe('api/register/conference');
    expect(routeFamily('/new_api/post/:postId')).toBe('new_api/post');
    expect(routeFamily('/api/conferences')).toBe('api/conferences');
    expect(routeFamily(undefined)).toBe('(no route)');
  });
});
