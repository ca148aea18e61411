import { afterEach, expect } from '@rstest/core';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';

expect.extend(jestDomMatchers);
// CI runs every package's suites on two cores: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => cleanup());
