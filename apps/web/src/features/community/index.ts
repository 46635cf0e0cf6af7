// What the community feature offers the other features: they import it from here, never from its folders.
export { postsQueryKey } from './api/get-posts';
export { LockIcon } from './components/lock-icon';
export { usePostLink } from './components/post-title';
