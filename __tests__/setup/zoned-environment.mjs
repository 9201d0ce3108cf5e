import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom with the worker's time zone set to the project's `testEnvironmentOptions.timeZone`, so
 * the clinic-time tests run as visitors in several zones (docs/product.md#clinic-time). Node
 * re-reads the zone when `process.env.TZ` is assigned, so `new Date(...)` and
 * `getTimezoneOffset` follow at once (__tests__/lib/clinic/clinic-time.test.ts checks
 * it). The worker's previous zone is put back on teardown: the next file it runs, from another
 * project, keeps that project's zone.
 */
export default class ZonedEnvironment extends TestEnvironment {
  constructor(config, context) {
    const zone = config.projectConfig.testEnvironmentOptions?.timeZone;
    if (typeof zone !== 'string') {
      throw new Error('ZonedEnvironment needs testEnvironmentOptions.timeZone (an IANA name).');
    }
    const previous = process.env.TZ;
    process.env.TZ = zone;
    super(config, context);
    this.previousZone = previous;
  }

  async teardown() {
    await super.teardown();
    if (this.previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousZone;
  }
}
