import { lazy, Suspense, useId } from 'react';
import { adminLabelClass } from '../../components/admin-styles';
import { FormSection } from '../../components/form-section';
import type { ItemDraft } from '../lib/item-draft';
import { uploadDescriptionImage } from '../mall-items-api';
import type { ItemFormKit } from './form-kit';

// The editor is the heaviest part of the admin area: loaded only when a form is shown.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type RichField = 'description' | 'usageGuide' | 'copyrightInfo';

const fields: readonly { field: RichField; label: string; hint: string }[] = [
  { field: 'description', label: '상품 설명', hint: '상품 페이지의 본문입니다. 이미지를 넣을 수 있습니다.' },
  { field: 'usageGuide', label: '이용 안내', hint: '배송, 내려받기, 이용 방법 등의 안내입니다.' },
  { field: 'copyrightInfo', label: '저작권 안내', hint: '사용 범위와 저작권 표시 방법입니다.' },
];

/** 설명: the item page's three rich texts (the server sanitises them before storing). */
export function DescriptionSection({ kit, initial }: { kit: ItemFormKit; initial: ItemDraft }) {
  return (
    <FormSection title="설명">
      {fields.map((spec) => (
        <RichTextField
          key={spec.field}
          label={spec.label}
          hint={spec.hint}
          initial={initial[spec.field]}
          onChange={(html) => kit.change({ [spec.field]: html })}
        />
      ))}
    </FormSection>
  );
}

function RichTextField({
  label,
  hint,
  initial,
  onChange,
}: {
  label: string;
  hint: string;
  initial: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <p className={adminLabelClass}>{label}</p>
      <p id={id} className="text-xs text-slate-600">
        {hint}
      </p>
      <Suspense
        fallback={<div className="h-72 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />}
      >
        <RichTextEditor
          value={initial}
          onChange={onChange}
          uploadImage={uploadDescriptionImage}
          label={label}
          describedBy={id}
        />
      </Suspense>
    </div>
  );
}
