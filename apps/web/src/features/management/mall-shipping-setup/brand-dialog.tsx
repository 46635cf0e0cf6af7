import type { Brand } from '@edu/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import {
  adminButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
} from '../components/admin-styles';
import { type BrandBody, brandRequestOf } from './lib/brand-form';
import type { Editing } from './use-save-dialog';

type Props = {
  editing: Editing<Brand>;
  busy: boolean;
  /** The server's refusal, said inside the dialog so the typed name is kept. */
  failure: string;
  onSubmit: (body: BrandBody) => void;
  onClose: () => void;
};

/** Adding or renaming a brand: its name, required. */
export function BrandDialog({ editing, busy, failure, onSubmit, onClose }: Props) {
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing?.item ? '브랜드 수정' : '브랜드 추가'}
    >
      {editing && (
        <BrandForm
          key={editing.item?.brandId ?? 'new'}
          brand={editing.item}
          busy={busy}
          failure={failure}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function BrandForm({
  brand,
  busy,
  failure,
  onSubmit,
  onClose,
}: Omit<Props, 'editing'> & { brand: Brand | null }) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(brand?.name ?? '');
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = brandRequestOf(name);
    if (!request.ok) {
      setProblem(request.problem);
      nameRef.current?.focus();
      return;
    }
    setProblem('');
    onSubmit(request.body);
  };

  const problemId = `${id}-problem`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={adminLabelClass}>
          브랜드 이름 <span className="text-red-700">(필수)</span>
        </label>
        <input
          ref={nameRef}
          id={id}
          className={adminInputClass}
          value={name}
          autoComplete="off"
          disabled={busy}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {problem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={adminSecondaryButtonClass} disabled={busy} onClick={onClose}>
          취소
        </button>
        <button type="submit" className={adminButtonClass} disabled={busy}>
          {busy ? '저장 중…' : '저장'}
        </button>
      </div>
    </form>
  );
}
