import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import postcss from 'postcss';
import { MOBILE_BREAKPOINT_PX } from 'shared-contracts';
import { BREAKPOINTS_CSS, cssMediaPostcss } from '../src/build/css-media';

/** A stylesheet through the build's PostCSS step, as the shell and every remote build it. */
async function built(css: string): Promise<string> {
  const { postcssOptions } = cssMediaPostcss() as {
    postcssOptions: { plugins: postcss.AcceptedPlugin[] };
  };
  const result = await postcss(postcssOptions.plugins).process(css, { from: 'screen.module.css' });
  return result.css;
}

describe('the named media queries', () => {
  it('define the wide layout at the breakpoint the TypeScript code uses', () => {
    expect(readFileSync(BREAKPOINTS_CSS, 'utf8')).toContain(
      `@custom-media --tf-wide (min-width: ${MOBILE_BREAKPOINT_PX}px);`,
    );
  });

  it('are written out in every stylesheet, leaving nothing of the definitions behind', async () => {
    const css = await built(
      '.layout { display: block; }\n@media (--tf-wide) { .layout { display: grid; } }\n',
    );
    expect(css).toContain(`@media (min-width: ${MOBILE_BREAKPOINT_PX}px) {`);
    expect(css).not.toContain('--tf-wide');
    expect(css).not.toContain('@custom-media');
    expect(css).toContain('.layout { display: block; }');
  });

  it('leave other media queries as they are', async () => {
    const css = await built('@media (max-width: 319px) { .thumb { display: none; } }');
    expect(css).toBe('@media (max-width: 319px) { .thumb { display: none; } }');
  });
});
