import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// Cheap password hashes through the setting the product reads: 1000 PBKDF2 iterations, not
// 600,000, which take about a second a hash (docs/configuration.md#password-iterations). Set before
// each test file imports lib/config/env.ts; __tests__/lib/account/real-iterations.test.ts unsets it.
process.env.NEXT_PUBLIC_PBKDF2_ITERATIONS = '1000';

// jsdom lacks Web Crypto's `subtle` and the encoders; the browser has them, so give tests Node's.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (!globalThis.TextEncoder) {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// An unexpected console.error fails the test (docs/style.md#tests); expected ones are spied on.
// The guard stays installed for the whole file, so an error logged after a test's last
// assertion (a late React update, say) fails the next test or the file's afterAll.
let consoleErrors: unknown[][] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  originalError(...args);
};

function failOnConsoleErrors(): void {
  const seen = consoleErrors;
  consoleErrors = [];
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error in test: ${seen[0]?.map(String).join(' ')}`);
  }
}

beforeEach(() => {
  failOnConsoleErrors();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

afterEach(failOnConsoleErrors);
afterAll(failOnConsoleErrors);
