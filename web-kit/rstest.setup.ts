import { afterEach, expect } from '@rstest/core';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { modalFocusSettings } from './src/a11y/use-modal-focus';

expect.extend(jestDomMatchers);
// Runs before each file, which may share its window with the file before (isolate: false).
localStorage.clear();
sessionStorage.clear();
// CI runs every package's suites on two cores: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => cleanup());
// jsdom lays out nothing, so focus-trap must not look for layout to decide what can take focus.
modalFocusSettings.displayCheck = 'none';
// Components run on Preact (web-kit/build/preact.ts), which runs effects after the next animation
// frame, one a fake clock (web-kit/testing/fake-clock.ts) would hold back until it moves. Here they
// run once the render is done, as React's ran in these tests: what an effect does (focus moved to
// a new step's title) is there when the test looks.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
