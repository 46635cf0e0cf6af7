type CountBadgeProps = {
  count: number;
  /** Where it sits: in the corner of an icon button by default, or e.g. 'ml-2 inline-block' after a label. */
  className?: string;
};

/**
 * The red count on a control (the cart's items); nothing at zero, "99+" past 99. Hidden from assistive
 * technology: the control's own name says the count.
 */
export function CountBadge({ count, className = 'absolute top-0.5 right-0.5' }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`min-w-4 rounded-full bg-red-600 px-1 text-center text-[11px] leading-4 font-bold text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
