import { useId } from 'react';
import { adminInputClass, adminLabelClass } from './admin-styles';
import { useAdminConferenceChoices } from './use-admin-conference-choices';

type ConferencePickerProps = {
  /** The chosen conference, or null for the placeholder option. */
  value: number | null;
  onChange: (conferenceIdx: number | null) => void;
  /** The text of the empty first option (e.g. "컨퍼런스를 선택해주세요"); none when omitted. */
  placeholder?: string;
  /** Label beside the box instead of above it. */
  inline?: boolean;
};

/** "컨퍼런스" select of every conference, ended ones marked "(종료)"; a failed load is said below it. */
export function ConferencePicker({ value, onChange, placeholder, inline = false }: ConferencePickerProps) {
  const id = useId();
  const conferences = useAdminConferenceChoices();
  return (
    <div className={inline ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={adminLabelClass}>
        컨퍼런스
      </label>
      <select
        id={id}
        className={`${adminInputClass} max-w-xs`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {conferences.data?.map((conference) => (
          <option key={conference.idx} value={conference.idx}>
            {conference.title}
            {conference.isEnd ? ' (종료)' : ''}
          </option>
        ))}
      </select>
      {conferences.isError && (
        <p role="alert" className="text-sm text-red-700">
          {conferences.error.message}
        </p>
      )}
    </div>
  );
}
