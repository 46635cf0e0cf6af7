/** The item's page on the mall, in a new tab, so the list stays where it was. */
export function ItemLink({ itemId, title }: { itemId: number; title: string }) {
  return (
    <a
      href={`/mall/view/${itemId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-brand-700 underline hover:text-brand-800"
      // The row opens the review: following the link should not open it too.
      onClick={(event) => event.stopPropagation()}
    >
      {title}
      <span className="sr-only"> (새 창)</span>
    </a>
  );
}
