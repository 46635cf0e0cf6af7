export { communityAdminRoutes } from './community.admin-routes';
export { communityRoutes } from './community.routes';
export { publicNoticePages } from './notice-sitemap';
export { type CheckedImage, checkPostImage, storeEditorImage } from './post-images';
export { postPageHints } from './post-page-hints';
export { plainTextOf } from './post-text';
export { readImageUpload, readJsonWithImages, type UploadedFile } from './read-upload';
