import { describe, expect, it } from '@rstest/core';
import type { RouteObject } from 'react-router-dom';
import { RESERVED_HANDLES } from 'shared-contracts';
import { routes } from '../src/app/router';

/** Every first path segment the app's router knows, nested routes included. */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path.split('/').filter(Boolean)[0] ?? ''] : []),
    ...firstSegments(route.children ?? []),
  ]);
}

describe("personal links and the app's routes", () => {
  it("no one can take a handle that reads like one of the app's screens", () => {
    const segments = [...new Set(firstSegments(routes))].filter(
      (segment) => segment && segment !== '*' && !segment.startsWith(':'),
    );
    expect(segments.length).toBeGreaterThan(10);
    expect(segments.filter((segment) => !RESERVED_HANDLES.has(segment))).toEqual([]);
  });
});
