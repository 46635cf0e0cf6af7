/**
 * A table that becomes a list of cards below 768 px: each row a card, each cell a line that shows its
 * column's name (the cell's `data-label`) before its value. On a phone nothing sits off-screen and a
 * row's action stays in view without scrolling sideways; from 768 px it is an ordinary table.
 */
export const stackedTable = {
  /** The box around the table: scrolls sideways only where it is a table. */
  wrapper: 'md:overflow-x-auto',
  table: 'w-full max-md:block',
  /** The column names are on every card instead. */
  head: 'max-md:sr-only',
  body: 'max-md:block max-md:space-y-3',
  row: 'max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3',
  cell: 'max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]',
} as const;
