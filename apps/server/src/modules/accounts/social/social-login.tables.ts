import { index, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One social login attempt, from the redirect to the provider until the page redeems its ticket.
 * Only hashes of the state, the browser binding and the ticket are kept, so the table reveals nothing
 * a visitor could replay. The provider's profile waits here until the member logs in or signs up.
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    id: serial('id').primaryKey(),
    /** kakao, naver or apple. */
    provider: varchar('provider', { length: 10 }).notNull(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    /** Hash of the value in the browser's `edu_social` cookie: only the browser that started may finish. */
    bindingHash: varchar('binding_hash', { length: 64 }).notNull(),
    /** OpenID nonce sent to the provider (Apple), checked in its id_token. */
    nonce: varchar('nonce', { length: 64 }).notNull(),
    /** Where the page goes after logging in (a path of this site). */
    returnTo: varchar('return_to', { length: 300 }).notNull().default('/'),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    providerUserId: varchar('provider_user_id', { length: 200 }),
    name: varchar('name', { length: 50 }),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The state is good until then; once the callback completes, the ticket is good until then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_logins_state_key').on(t.stateHash),
    uniqueIndex('social_logins_ticket_key').on(t.ticketHash),
    index('social_logins_expires_idx').on(t.expiresAt),
  ],
);
