// What the conferences feature offers the other features: they import it from here, never from its folders.
export { imageUrl } from './lib/image-url';
