import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/**
 * Each test of the calling suite sends its requests to `fetchMock`, reset before it; the DOM and the
 * real fetch are restored after. Call it before the suite's own beforeEach, which then runs after the
 * reset and may give the mock its answers.
 */
export function stubFetchForEachTest(fetchMock: Mock<typeof fetch>): void {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
