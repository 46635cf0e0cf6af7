import { z } from 'zod';

/** A database id in a path: a positive whole number that fits the 32-bit integer columns. */
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The params schema of a route with one id in its path: idParam('refundId') for `/…/:refundId`. */
export const idParam = <Name extends string>(name: Name) =>
  z.object({ [name]: id } as Record<Name, typeof id>);
