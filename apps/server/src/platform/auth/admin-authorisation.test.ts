import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

type Operation = { tags?: string[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

let app: TestApp;
let adminCalls: { method: string; url: string }[];

beforeAll(async () => {
  app = await createTestApp();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  adminCalls = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      // Any id will do: the refusal must come before the call looks anything up.
      .map(([method, _]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
});
afterAll(() => app.dispose());

describe('every administrator call', () => {
  it('is found in the API description (the list below is not empty)', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(10);
  });

  it('is refused to visitors with 401 and to members and staff with 403, before reading its input', async () => {
    const db = app.db;
    const member = await logInAs(app, await createMember(db));
    const staff = await logInAs(app, await createMember(db, { level: 5 }));
    const refusals: string[] = [];
    for (const call of adminCalls) {
      const payload = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
      const asVisitor = await app.inject({ ...call, method: call.method as 'GET', payload });
      const asMember = await app.inject({
        ...call,
        method: call.method as 'GET',
        payload,
        headers: { cookie: member.cookie },
      });
      const asStaff = await app.inject({
        ...call,
        method: call.method as 'GET',
        payload,
        headers: { cookie: staff.cookie },
      });
      refusals.push(
        `${call.method} ${call.url} ${asVisitor.statusCode} ${asMember.statusCode} ${asStaff.statusCode}`,
      );
    }
    expect(refusals).toEqual(adminCalls.map((call) => `${call.method} ${call.url} 401 403 403`));
  });
});
