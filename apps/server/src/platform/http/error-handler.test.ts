import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, conflict } from './app-error';
import { ok } from './envelope';
import { registerErrorHandler } from './error-handler';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/api/echo',
    { schema: { body: z.object({ name: z.string().min(1, '이름을 입력해주세요.'), age: z.number() }) } },
    async (request) => ok(request.body),
  );
  app.get('/api/full', async () => {
    throw conflict('접수가 마감되었습니다.');
  });
  app.get('/new_api/secret', async () => {
    throw new AppError(403, '열람 권한이 없습니다.', { code: '032' });
  });
  app.get('/api/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers a validation failure with a 400 and the schema’s Korean message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: '', age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ err_code: 400, err_msg: '이름을 입력해주세요.', contents: null });
  });

  it('names the field when the schema has no Korean message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: '홍길동', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('입력한 내용을 다시 확인해주세요. (age)');
  });

  it('answers malformed JSON with a Korean 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err_code: 400, err_msg: '입력한 내용을 다시 확인해주세요.' });
  });

  it('keeps an AppError’s status and message in the /api envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/full' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ err_code: 409, err_msg: '접수가 마감되었습니다.', contents: null });
  });

  it('uses the /new_api envelope with the spec’s string code', async () => {
    const response = await app.inject({ method: 'GET', url: '/new_api/secret' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: '032', message: '열람 권한이 없습니다.', data: null });
  });

  it('hides unexpected errors behind the generic message, without a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      err_code: 500,
      err_msg: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      contents: null,
    });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });
});
