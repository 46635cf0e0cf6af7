import type { Ref } from 'react';

type Props = {
  /** The screen focuses it after a change whose button went away, so that the reader hears the outcome. */
  noticeRef: Ref<HTMLParagraphElement>;
  notice: string;
  failure?: string;
};

/** The last outcome of an action on an admin screen: what was done, or why it was refused. */
export function OutcomeLines({ noticeRef, notice, failure }: Props) {
  return (
    <>
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className="text-sm font-medium text-emerald-700 focus:outline-none"
      >
        {notice}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </>
  );
}
