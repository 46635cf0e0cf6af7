export { hashPassword, verifyPassword } from './passwords';
