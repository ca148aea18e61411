import { afterEach, describe, expect, it } from '@rstest/core';
import { render } from '@testing-library/react';
import { lockScroll } from '../src/dom/scroll-lock';
import { useScrollLock } from '../src/ui/use-scroll-lock';

afterEach(() => {
  document.body.style.overflow = '';
});

function Layer({ open }: { open: boolean }) {
  useScrollLock(open);
  return null;
}

describe('lockScroll', () => {
  it('stops the page scrolling and gives back the overflow it found', () => {
    document.body.style.overflow = 'auto';
    const unlock = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('unwinds locks opened one over another in order', () => {
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    expect(document.body.style.overflow).toBe('hidden');
    outer();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('useScrollLock', () => {
  it('locks while active and unlocks when it closes or goes away', () => {
    const view = render(<Layer open={false} />);
    expect(document.body.style.overflow).toBe('');
    view.rerender(<Layer open />);
    expect(document.body.style.overflow).toBe('hidden');
    view.rerender(<Layer open={false} />);
    expect(document.body.style.overflow).toBe('');
    view.rerender(<Layer open />);
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
