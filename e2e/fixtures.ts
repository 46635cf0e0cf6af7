import { test as base, expect } from '@playwright/test';
import { uniqueAddress } from './account-helpers';

/**
 * The specs' `test`: every test's browser comes from an address of its own, so the per-address limits
 * (logins, codes, recovery) count each test apart instead of the whole suite from 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueAddress() });
  },
});

export { expect };
