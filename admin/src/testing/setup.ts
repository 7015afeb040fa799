// Test setup: DOM matchers and a clean localStorage between tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for a render on a loaded 2-core
// machine running the whole suite.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  localStorage.clear();
});
