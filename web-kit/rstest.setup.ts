import { afterEach, expect } from '@rstest/core';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
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
