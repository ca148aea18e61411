import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { buildInfo } from '../src/build/build-info';
import { SHARED_SINGLETONS } from '../src/build/federation';
import { HOST_CONTRACT_VERSION } from '../src/host/host-contract';
import shellPackage from '../../shell/package.json' with { type: 'json' };

const shellDir = fileURLToPath(new URL('../../shell', import.meta.url));

describe("a build's record (tapfolio-build.json)", () => {
  it('names the host contract, and every shared singleton with its installed version and range', () => {
    const info = buildInfo(shellPackage, shellDir);
    expect(info.hostContract).toBe(HOST_CONTRACT_VERSION);
    expect(Object.keys(info.shared)).toEqual([...SHARED_SINGLETONS]);
    // React in the browser is Preact (web-kit/build/preact.ts): its version and range.
    expect(info.shared.react).toEqual({
      version: expect.stringMatching(/^11\.\d+\.\d+$/),
      requiredVersion: shellPackage.dependencies.preact,
    });
    expect(info.shared['react/jsx-runtime']).toEqual(info.shared.react);
    expect(info.shared['react-router']?.version).toMatch(/^7\.\d+\.\d+$/);
  });
});
