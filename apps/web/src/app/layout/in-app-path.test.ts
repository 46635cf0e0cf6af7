import { describe, expect, it } from 'vitest';
import { isInAppPath } from './in-app-path';

describe('in-app paths', () => {
  it.each([
    '/app/register/12',
    '/app/register_done',
    '/app/withdrawal',
    '/app/5',
    '/app_main',
    '/signup/app',
    '/profile/confList/app',
    '/profile/confList/app2',
    '/profile/conflist/app/',
  ])('%s is shown in the app', (path) => {
    expect(isInAppPath(path)).toBe(true);
  });

  it.each(['/profile/confList', '/profile/confList/test', '/withdrawal', '/register/12', '/app', '/apply'])(
    '%s is a web page',
    (path) => {
      expect(isInAppPath(path)).toBe(false);
    },
  );
});
