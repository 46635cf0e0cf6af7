import { describe, expect, it } from 'vitest';
import { routeRules } from './route-handle';

describe('routeRules', () => {
  it('asks for nothing when no route declares a handle', () => {
    expect(routeRules([undefined, undefined])).toEqual({
      name: undefined,
      requiresLogin: false,
      transient: false,
    });
  });

  it('requires login when any matched route does, and takes the deepest name', () => {
    expect(routeRules([{ name: 'management', requiresLogin: true }, undefined, { name: 'members' }])).toEqual(
      {
        name: 'members',
        requiresLogin: true,
        transient: false,
      },
    );
  });

  it('reads a transient page', () => {
    expect(routeRules([undefined, { name: 'managementToken', transient: true }]).transient).toBe(true);
  });
});
