export { communityAdminRoutes } from './community.admin-routes';
export { communityRoutes } from './community.routes';
export { type CheckedImage, checkPostImage, storeEditorImage } from './post-images';
export { plainTextOf } from './post-text';
export { readImageUpload, readJsonWithImages, type UploadedFile } from './read-upload';
