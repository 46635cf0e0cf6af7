export { administration, adminTag } from './admin-routes';
export { type Authenticated, requireAdmin, requireLevel, requireMember } from './guards';
