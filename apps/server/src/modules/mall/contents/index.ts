export { contentRoutes } from './contents.routes';
export * from './contents.tables';
