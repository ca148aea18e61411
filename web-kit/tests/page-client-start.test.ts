import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-contracts';
import { startInStages } from '../src/runtime/page-client/start-in-stages';
import { appStarted, clearServedPage, servePage } from '../src/testing';

/** A rendered screen as the gateway sends it: a field, a button, a list and a link. */
const SCREEN =
  '<form><input name="email" aria-label="Email"><button type="button">Show</button>' +
  '<button type="submit" disabled>Login</button></form>' +
  '<select aria-label="Language"><option value="en">English</option><option value="hi">हिन्दी</option></select>' +
  '<a href="#register">Create Account</a>';

/**
 * A client whose start makes the screen work as hydration would: it listens on the very buttons
 * and list the server sent. `events` says what ran and what the screen heard, in order.
 */
function startClient(options: { failing?: boolean; whenReached?: boolean } = {}) {
  const events: string[] = [];
  startInStages(
    'The test client',
    [async () => events.push('stage 1'), async () => events.push('stage 2')],
    async () => {
      if (options.failing) throw new Error('no start here');
      events.push('started');
      const show = document.querySelector<HTMLButtonElement>('button[type="button"]')!;
      show.addEventListener('click', () => events.push('show tapped'));
      const list = document.querySelector('select')!;
      list.addEventListener('change', () => events.push(`language ${list.value}`));
    },
    { whenReached: options.whenReached ?? true },
  );
  return events;
}

const settle = () => rs.runAllTimersAsync();

describe("a page client's start", () => {
  beforeEach(() => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    servePage({ markup: SCREEN, path: '/login' });
  });
  afterEach(() => {
    rs.useRealTimers();
    clearServedPage();
  });

  it('waits for the visitor to reach for the screen: nothing runs while they read and scroll', async () => {
    const events = startClient();
    await settle();
    fireEvent.scroll(window);
    await settle();
    expect(events).toEqual([]);

    fireEvent.pointerDown(document.querySelector('input')!);
    await settle();
    expect(events).toEqual(['stage 1', 'stage 2', 'started']);
  });

  it('starts a screen that moves by itself at once, without waiting for the visitor', async () => {
    const events = startClient({ whenReached: false });
    await settle();
    expect(events).toEqual(['stage 1', 'stage 2', 'started']);
  });

  it.each([
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['the focus moving in', () => document.querySelector('a')!.focus()],
    ['a touch', () => fireEvent.touchStart(document.querySelector('form')!)],
    ["a click alone, as a screen reader's activation", () => fireEvent.click(document.body)],
  ])('starts on %s', async (_, reach) => {
    const events = startClient();
    await settle();
    reach();
    await settle();
    expect(events).toEqual(['stage 1', 'stage 2', 'started']);
  });

  it('starts at once for a signed-in visitor, or one already in a field or who typed in one', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const signedIn = startClient();
    await settle();
    expect(signedIn).toContain('started');

    localStorage.clear();
    servePage({ markup: SCREEN, path: '/login' });
    document.querySelector('input')!.focus();
    const focused = startClient();
    await settle();
    expect(focused).toContain('started');

    servePage({ markup: SCREEN, path: '/login' });
    document.querySelector('input')!.value = 'asha@example.com';
    const typed = startClient();
    await settle();
    expect(typed).toContain('started');
  });

  it('plays a tap on a button and a choice in a list made before the screen worked, once each, after it does', async () => {
    const events = startClient();
    await settle();
    const show = document.querySelector('button[type="button"]')!;
    // The tap that starts the client lands before it has.
    fireEvent.pointerDown(show);
    fireEvent.click(show);
    const list = document.querySelector('select')!;
    list.value = 'hi';
    fireEvent.change(list);
    // A link goes where it goes by itself: it is not played again.
    fireEvent.click(document.querySelector('a')!);
    expect(events).toEqual([]);

    await settle();
    expect(events).toEqual(['stage 1', 'stage 2', 'started', 'show tapped', 'language hi']);

    // Once it works, a tap is heard once, as on any page.
    fireEvent.click(show);
    await settle();
    expect(events.filter((event) => event === 'show tapped')).toHaveLength(2);
  });

  it("plays a screen reader's activation of a button, a click with no touch before it, once the screen works", async () => {
    const events = startClient();
    await settle();
    fireEvent.click(document.querySelector('button[type="button"]')!);
    await settle();
    expect(events).toEqual(['stage 1', 'stage 2', 'started', 'show tapped']);
  });

  it('hands a screen it cannot start to the app, and plays nothing on it', async () => {
    const consoleError = rs.spyOn(console, 'error').mockImplementation(() => {});
    const events = startClient({ failing: true });
    const show = document.querySelector('button[type="button"]')!;
    fireEvent.pointerDown(show);
    fireEvent.click(show);
    await settle();
    expect(appStarted()).toBe(true);
    expect(events).toEqual(['stage 1', 'stage 2']);
    expect(consoleError).toHaveBeenCalledWith(
      'The test client could not start: the app takes it over',
      expect.any(Error),
    );
    consoleError.mockRestore();
  });
});
