import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrations } from './registrations.tables';

// The department the form's checks read is kept for a second (register.ts). Two databases served by one
// process each have their own department of the same number; one must not answer for the other. Found
// when test files began to share a process: a registration's address was dropped because the other
// database's department of that number asks for none.

let withoutAddress: TestApp;
let withAddress: TestApp;
beforeAll(async () => {
  [withoutAddress, withAddress] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([withoutAddress.dispose(), withAddress.dispose()]));

const address = { zipCode: '06236', address: '서울 강남구 테헤란로 152', detailedAddress: '3층 교육부' };

async function registerIn(app: TestApp, isAddress: 'Y' | 'N') {
  const member = await createMember(app.db);
  const { cookie } = await logInAs(app, member);
  const session = await createConferenceSession(app.db, { price: 10_000, isAddress });
  const idx = await registerGroup(app, cookie, session.detailIdx, {
    booker: { name: '김신청', church: '사랑교회', phone: '01012345678', email: 'a@example.com' },
    attendees: [{ name: '홍길동', church: '사랑교회' }],
    extra: address,
  });
  const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
  return { detailIdx: session.detailIdx, row };
}

it('reads each database’s own department, even of the same number, within the same second', async () => {
  const first = await registerIn(withoutAddress, 'N');
  const second = await registerIn(withAddress, 'Y');
  expect(second.detailIdx).toBe(first.detailIdx);
  expect(first.row).toMatchObject({ zipCode: null, address: null, detailedAddress: null });
  expect(second.row).toMatchObject(address);
});
