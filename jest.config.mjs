import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// One time zone on every machine, so results never depend on where the tests run. Nepal's
// UTC+5:45 on purpose: local half hours there are not UTC half hours, which catches slot and
// date code that mixes the two. Workers inherit it from this process.
process.env.TZ = 'Asia/Kathmandu';

/** Unit and component tests; Playwright specs under __tests__/e2e run separately. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['<rootDir>/__tests__/e2e/', '<rootDir>/node_modules/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

export default createJestConfig(config);
