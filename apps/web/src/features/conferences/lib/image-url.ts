// A stored image path as the page can load it: the one rule the server's page hints use too.
export { mediaUrl as imageUrl } from '@edu/shared';
