import { limits } from '@edu/shared';

type Actor = { memberIdx: number; level: number };

/** A member reads their own record; administrators read anyone's. */
export const canReadMember = (actor: Actor, memberIdx: number) =>
  actor.memberIdx === memberIdx || actor.level >= limits.adminLevel;
