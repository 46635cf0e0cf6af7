/** An item's tags as "#tag" words; nothing when it has none. */
export function TagList({ tags, size = 'card' }: { tags: readonly string[]; size?: 'card' | 'page' }) {
  if (tags.length === 0) return null;
  return (
    <ul
      aria-label="태그"
      // A card keeps to one line of tags: the ones that do not fit are cut rather than wrapped.
      className={`flex flex-wrap gap-x-2 gap-y-1 text-brand-700 ${size === 'card' ? 'max-h-4 overflow-hidden text-xs' : 'text-sm'}`}
    >
      {tags.map((tag) => (
        <li key={tag}>#{tag}</li>
      ))}
    </ul>
  );
}
