export { accountRoutes } from './accounts.routes';
export { type Authenticated, authPlugin, requireLevel, requireMember } from './auth.plugin';
export { hashPassword, verifyPassword } from './passwords';
export { profileRoutes } from './profile.routes';
export { recoveryRoutes } from './recovery.routes';
export { sessionCookieName } from './session-transport';
export { revokeMemberSessions } from './sessions';
export { signupRoutes } from './signup.routes';
