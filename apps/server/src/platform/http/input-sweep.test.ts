import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every call of the API description, fed over-long strings and control characters in each of its
 * fields one at a time (issue 17): every answer is a refusal or a success in the usual envelope, never
 * a 500, and the log never holds the values sent.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { in: 'query' | 'path'; name: string; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Plausible text for a field by its name, so a call gets past its format checks to the database. */
function plausibleText(name: string, schema: JsonSchema): string {
  if (/phone|tel|mobile/i.test(name)) return '01012345678';
  if (/email/i.test(name) || schema.format === 'email') return 'sweep@example.com';
  if (/zip/i.test(name)) return '04524';
  if (/^uid$/i.test(name)) return 'sweepuser1';
  if (/upw|password|pw$/i.test(name)) return 'password-1234';
  if (/agree|^is[A-Z]/.test(name)) return 'Y';
  if (schema.format === 'date-time' || /datetime|Date$/.test(name)) return '2026-12-01 10:00:00';
  return '가'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema takes, or close to it: enough for a call to get past its first checks. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'a';
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sample(choice, name);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case 'array':
      return [sample(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return plausibleText(name, schema);
  }
}

type Path = (string | number)[];

/** Every string field of a schema (inside objects and the first item of arrays), with its path. */
function stringFields(schema: JsonSchema | undefined, path: Path = []): { path: Path; schema: JsonSchema }[] {
  if (!schema) return [];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return stringFields(choice, path);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      stringFields(value, [...path, key]),
    );
  if (type === 'array') return stringFields(schema.items, [...path, 0]);
  if (type === 'string' && !schema.enum) return [{ path, schema }];
  return [];
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = withValue(copy[head as string], rest, value);
  return copy;
}

/** The hostile values for one field: the longest the schema allows, one past it, and control characters. */
function hostileValues(schema: JsonSchema, marker: string): string[] {
  const longest = schema.maxLength ?? 5000;
  // 4-byte characters: the database counts them as one, JavaScript's length as two.
  const emoji = '😀'.repeat(Math.ceil(longest / 2));
  return [
    `${marker}${'가'.repeat(Math.max(0, longest - marker.length))}`,
    `${marker}${'가'.repeat(longest + 1)}`,
    `${marker}${emoji}`.slice(0, longest + marker.length),
    `${marker}\u0000x`,
    `${marker}\u0007\u001b[31m`,
  ];
}

let app: TestApp;
const logLines: string[] = [];
let adminCookie: string;
let administrator: Awaited<ReturnType<typeof createMember>>;
let document: OpenApiDocument;

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  const db = app.db;
  // Rows numbered 1 for the paths' ids: the administrator (member 1), an open conference and session
  // (1), and a registration (1), so that calls reach their writes.
  administrator = await createMember(db, { level: 10 });
  adminCookie = (await logInAs(app, administrator)).cookie;
  const { detailIdx } = await createConferenceSession(db, { limit: 100_000, price: 0 });
  const registered = await app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    headers: { cookie: adminCookie },
    payload: {
      registerConference: { name: '관리자', phone: '01012345678', church: '교회' },
      registerMemberList: [{ name: '홍길동', church: '교회' }],
      agree: 'Y',
    },
  });
  expect(registered.statusCode).toBe(200);
  document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
});
afterAll(() => app.dispose());

describe('the API under over-long and control-character input', () => {
  it('answers every call with an envelope below 500, and keeps the values out of the log', async () => {
    const failures: string[] = [];
    let calls = 0;
    let accepted = 0;
    let address = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody?.content?.['application/json']?.schema;
        if (operation.requestBody && !json) continue; // multipart uploads: checked by their own tests
        const parameters = operation.parameters ?? [];
        const pathParameters = parameters.filter((p) => p.in === 'path');
        const queryParameters = parameters.filter((p) => p.in === 'query');
        const baseQuery = Object.fromEntries(
          queryParameters.map((p) => [p.name, String(sample(p.schema, p.name))]),
        );
        const baseBody = json ? sample(json) : undefined;
        const targets: { where: 'path' | 'query' | 'body'; name: string; path: Path; schema: JsonSchema }[] =
          [
            ...pathParameters.map((p) => ({
              where: 'path' as const,
              name: p.name,
              path: [],
              schema: p.schema,
            })),
            ...queryParameters
              .filter((p) => stringFields(p.schema).length > 0)
              .map((p) => ({ where: 'query' as const, name: p.name, path: [], schema: p.schema })),
            ...stringFields(json).map((field) => ({
              where: 'body' as const,
              name: field.path.join('.'),
              path: field.path,
              schema: field.schema,
            })),
          ];
        for (const target of targets) {
          const marker = `SWEEP${calls.toString(36)}Q`;
          for (const value of hostileValues(target.schema, marker)) {
            calls += 1;
            const url =
              path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
                name === target.name && target.where === 'path' ? encodeURIComponent(value) : '1',
              ) +
              `?${new URLSearchParams(
                target.where === 'query' ? { ...baseQuery, [target.name]: value } : baseQuery,
              )}`;
            const payload = target.where === 'body' ? withValue(baseBody, target.path, value) : baseBody;
            const send = () => {
              address += 1;
              return app.inject({
                method: method.toUpperCase() as 'POST',
                url,
                headers: { cookie: adminCookie },
                remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
                ...(payload !== undefined && { payload: payload as object }),
              });
            };
            let answer = await send();
            if (answer.statusCode === 401) {
              // An earlier call ended the session (logout, password change): log in again and retry.
              adminCookie = (await logInAs(app, administrator)).cookie;
              answer = await send();
            }
            if (answer.statusCode < 300) accepted += 1;
            const body = answer.body.startsWith('{')
              ? (JSON.parse(answer.body) as Record<string, unknown>)
              : {};
            const enveloped =
              ('err_code' in body && 'err_msg' in body) ||
              ('code' in body && 'message' in body && 'data' in body);
            if (answer.statusCode >= 500 || (answer.statusCode >= 400 && !enveloped))
              failures.push(
                `${method.toUpperCase()} ${path} ${target.where}:${target.name} → ${answer.statusCode}`,
              );
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    // Enough calls get past validation to reach their writes: the sweep tests the database, not zod.
    expect(accepted).toBeGreaterThan(50);
    expect([...new Set(failures)]).toEqual([]);
    const log = logLines.join('');
    const leaked = [...log.matchAll(/[^\n]{0,120}SWEEP[0-9a-z]+Q[^\n]{0,40}/g)].map((match) => match[0]);
    expect([...new Set(leaked)]).toEqual([]);
  }, 300_000);
});
