import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks Web Crypto's `subtle` and the encoders; the browser has them, so give tests Node's.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (!globalThis.TextEncoder) {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// An unexpected console.error fails the test (STYLE.md 'Tests'); expected ones are spied on.
let consoleErrors: unknown[][] = [];
const originalError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
  if (typeof window !== 'undefined') window.localStorage.clear();
});

afterEach(() => {
  console.error = originalError;
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map(String).join(' ');
    throw new Error(`Unexpected console.error in test: ${first}`);
  }
});
