import { rs } from '@rstest/core';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A fake clock for the delays a screen waits on (the reset redirect, the pincode look-up, the
 * theme message), so a test never depends on the machine's speed. setTimeout and animation frames
 * are faked (the store hands query answers to the screen on the next frame); React's scheduler
 * keeps its own timing.
 *
 * Testing Library moves a fake clock only when it recognises it as Jest's; otherwise findBy*,
 * waitFor and user-event wait on a timeout of the fake clock that never fires. The `jest`
 * stand-in is what it looks for: with it, their polling steps move the fake clock as under Jest.
 */
export function installFakeClock() {
  rs.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  Reflect.set(globalThis, 'jest', {
    advanceTimersByTime: (ms: number) => rs.advanceTimersByTime(ms),
  });
}

export function removeFakeClock() {
  Reflect.deleteProperty(globalThis, 'jest');
  rs.useRealTimers();
}

/** `ms` of the fake clock pass, and what they set off (an answer, a render) lands. */
export const pass = (ms: number) => act(() => rs.advanceTimersByTimeAsync(ms));

/**
 * A host answer reaches the screen: its promise settles, and the store's next frame (which hands
 * query answers to the screen) runs; the clock moves to that frame, and no further.
 */
export const nextFrame = () =>
  act(async () => {
    await rs.advanceTimersByTimeAsync(0);
    rs.advanceTimersToNextFrame();
    await rs.advanceTimersByTimeAsync(0);
  });

/** A person at the keyboard whose pauses between keys run on the fake clock. */
export const clockedUser = () =>
  userEvent.setup({ advanceTimers: (ms) => rs.advanceTimersByTime(ms) });
