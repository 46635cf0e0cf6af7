import { buildTestTemplate, dropTestTemplate } from './database-template';

/** Vitest global setup: one migrated template database for the whole run. */
export async function setup() {
  await buildTestTemplate();
}

export async function teardown() {
  await dropTestTemplate();
}
