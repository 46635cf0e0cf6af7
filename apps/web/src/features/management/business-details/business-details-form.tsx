import {
  type BusinessDetails,
  type BusinessDetailsEdit,
  businessDetailsMessages,
  ftcBusinessInfoUrl,
} from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { businessDetailsQueryKey } from '@/features/site-settings';
import { formatDateTime } from '@/lib/format-date';
import { TextBox } from '../components/admin-field';
import { adminButtonClass } from '../components/admin-styles';
import { errorText } from '../components/error-text';
import { FormSection } from '../components/form-section';
import { OutcomeLines } from '../components/outcome-lines';
import { saveBusinessDetails } from './admin-business-details-api';
import {
  type BusinessDetailsField,
  businessDetailsProblem,
  businessDetailsSections,
  editOf,
} from './business-details-fields';

/** Edits the business details: every field at once, checked as the server checks them before it is sent. */
export function BusinessDetailsForm({ details }: { details: BusinessDetails }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [edit, setEdit] = useState(() => editOf(details));
  const [updated, setUpdated] = useState(details.updated_date);
  const [problem, setProblem] = useState<{ field: BusinessDetailsField; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const idOf = (field: BusinessDetailsField) => `${formId}-${field}`;

  const save = useMutation({
    mutationFn: saveBusinessDetails,
    onSuccess: ({ contents, message }) => {
      // The footer of this very page shows the change at once.
      queryClient.setQueryData(businessDetailsQueryKey, contents);
      setEdit(editOf(contents));
      setUpdated(contents.updated_date);
      setNotice(message || businessDetailsMessages.saved);
      noticeRef.current?.focus();
    },
  });

  const change = (field: BusinessDetailsField, value: string) => {
    setEdit((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice('');
    const found = businessDetailsProblem(edit);
    setProblem(found);
    if (found) {
      document.getElementById(idOf(found.field))?.focus();
      return;
    }
    save.mutate(edit satisfies BusinessDetailsEdit);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="사업자 정보 수정">
      <p className="text-sm text-slate-600">
        {updated
          ? `최종 수정 ${formatDateTime(updated)}`
          : '아직 저장한 적이 없어 기본값을 보여 드립니다. 실제 정보로 고쳐 저장해주세요.'}
      </p>
      {businessDetailsSections.map((section) => (
        <FormSection key={section.title} title={section.title} description={section.description}>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.fields.map((entry) => (
              <TextBox
                key={entry.field}
                id={idOf(entry.field)}
                label={entry.label}
                required
                maxLength={entry.maxLength}
                hint={entry.hint}
                className={entry.wide ? 'sm:col-span-2' : ''}
                value={edit[entry.field]}
                problem={problem?.field === entry.field ? problem.message : undefined}
                onChange={(value) => change(entry.field, value)}
              />
            ))}
          </div>
          {section.fields.some((entry) => entry.field === 'ftcInfoUrl') && (
            <p className="text-sm break-all text-slate-600">
              지금 입력한 내용으로 연결되는 주소:{' '}
              <a
                href={ftcBusinessInfoUrl(edit)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 hover:underline"
              >
                {ftcBusinessInfoUrl(edit)}
                <span className="sr-only"> (새 창)</span>
              </a>
            </p>
          )}
        </FormSection>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        <div className="mr-auto">
          <OutcomeLines
            noticeRef={noticeRef}
            notice={notice}
            failure={save.error ? errorText(save.error) : ''}
          />
        </div>
        <button type="submit" className={adminButtonClass} disabled={save.isPending}>
          {save.isPending ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}
