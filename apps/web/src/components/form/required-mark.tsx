/**
 * The visible "(필수)" beside a required field's label. Hidden from screen readers, which hear the
 * field's aria-required instead: the label's name stays the field's name, said once.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 font-normal text-red-700">
      (필수)
    </span>
  );
}
