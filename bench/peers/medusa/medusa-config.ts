// The peer of bench/peers: Medusa v2 as its docs set a store up, with the least added. PostgreSQL at
// DATABASE_URL; no Redis (Medusa then keeps its cache, event bus, workflow engine and locks in
// memory, as one server process may); the admin dashboard is not built (only the store API is measured).
import { defineConfig, loadEnv } from '@medusajs/framework/utils';

loadEnv(process.env.NODE_ENV || 'development', process.cwd());

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    http: {
      storeCors: 'http://127.0.0.1',
      adminCors: 'http://127.0.0.1',
      authCors: 'http://127.0.0.1',
      jwtSecret: process.env.JWT_SECRET || 'bench-peer-jwt-secret',
      cookieSecret: process.env.COOKIE_SECRET || 'bench-peer-cookie-secret',
    },
  },
  admin: { disable: true },
});
