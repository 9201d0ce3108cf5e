/**
 * lib/config/env for component tests of shared mode (docs/shared-mode.md): the real module, with
 * the data API at http://api.test, where the test's stand-in repositories answer. A test file
 * takes it with
 * `jest.mock('@/lib/config/env', () => jest.requireActual('../../../support/shared-mode-env').env)`
 * (jest.mock's factory may not close over imports).
 */
export const env = {
  ...jest.requireActual<typeof import('@/lib/config/env')>('@/lib/config/env'),
  dataApiUrl: 'http://api.test',
};
