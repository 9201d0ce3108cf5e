import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';
import { checkedClinicFileJson } from './scripts/clinic-file.mjs';

const createJestConfig = nextJest({ dir: './' });

// One time zone on every machine, so results never depend on where the tests run. Nepal's
// UTC+5:45 on purpose: local half hours there are not UTC half hours, which catches slot and
// date code that mixes the two. Workers inherit it from this process.
process.env.TZ = 'Asia/Kathmandu';
// The default clinic, checked, for lib/clinic/clinic.ts (as next.config.mjs inlines it for the
// browser). clinic.json always: a CLINIC_FILE set for a build must not change what tests expect.
process.env.CLINIC_FILE_JSON = await checkedClinicFileJson('clinic.json');

/** Unit and component tests; Playwright specs under __tests__/e2e run separately. */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['<rootDir>/__tests__/e2e/', '<rootDir>/node_modules/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `ics` requires nanoid, whose browser build (picked under jsdom) is ES modules only.
    '^nanoid$': '<rootDir>/node_modules/nanoid/index.cjs',
  },
};

/**
 * The clinic-time tests again as visitors in the clinic's default zone and in one behind it
 * (docs/product.md#clinic-time); the run above is the visitor in Kathmandu.
 */
const VISITOR_ZONES = ['America/New_York', 'America/Los_Angeles'];
const CLINIC_TIME_TESTS = [
  '<rootDir>/__tests__/lib/appointments/booking/{slots,free-starts,first-free,appointments}.test.ts',
  '<rootDir>/__tests__/lib/clinic/{clinic-time,doctors}.test.ts',
  '<rootDir>/__tests__/stores/appointments-store.test.ts',
  '<rootDir>/__tests__/components/appointments/{booking,waitlist}/*.test.tsx',
];

export default async function jestConfig() {
  const nextBase = await createJestConfig(config)();
  // next-intl and the packages it formats with ship ES modules only: jest compiles them too.
  const base = {
    ...nextBase,
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar)/)',
      ...nextBase.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
  return {
    // Jest's default, one worker fewer than the cores, is a single worker on CI's two cores: the
    // whole run in one process, twice as long (docs/testing.md#how-long-ci-takes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...base, displayName: 'Asia/Kathmandu' },
      ...VISITOR_ZONES.map((timeZone) => ({
        ...base,
        displayName: timeZone,
        testMatch: CLINIC_TIME_TESTS,
        testEnvironment: '<rootDir>/__tests__/setup/zoned-environment.mjs',
        testEnvironmentOptions: { timeZone },
      })),
    ],
  };
}
