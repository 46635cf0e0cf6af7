export { detectFileKind, type FileKind, storedExtension } from './file-kind';
export {
  cleanImage,
  cropToRatio,
  reencodeImage,
  storedImageType,
  UnreadableImageError,
} from './image-processing';
export { acceptedImageType, detectImageType, type ImageType, imageExtensions } from './image-type';
export { createLocalStorage, uploadsUrlPrefix } from './local-storage';
export { isIncomingUploadKey } from './s3-direct-uploads';
export { createS3Storage, parseS3Url, type S3Location } from './s3-storage';
export type { DirectUploads, FileStorage } from './storage.port';
export { registerUploads } from './storage.routes';
export { storageFor } from './storage-for';
export { StorageUnavailableError } from './storage-unavailable';
