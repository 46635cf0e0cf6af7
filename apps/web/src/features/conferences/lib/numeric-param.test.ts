import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { numericParam } from './numeric-param';

const run = (value: string | undefined) => {
  const args = { params: { idx: value } } as unknown as LoaderFunctionArgs;
  try {
    return numericParam('idx')(args);
  } catch (error) {
    return error;
  }
};

describe('numeric path parameter', () => {
  it('lets conference numbers through', () => {
    expect(run('1')).toBeNull();
    expect(run('123456789')).toBeNull();
  });

  it('turns anything else into a 404', () => {
    for (const value of ['abc', '0', '01', '1.5', '-1', '1234567890', '', undefined]) {
      const outcome = run(value) as { type?: string; data?: unknown; init?: { status?: number } };
      expect(outcome, String(value)).not.toBeNull();
      const status = isRouteErrorResponse(outcome) ? outcome.status : outcome.init?.status;
      expect(status, String(value)).toBe(404);
    }
  });
});
