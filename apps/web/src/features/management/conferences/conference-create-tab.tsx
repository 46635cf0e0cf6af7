import { useState } from 'react';
import { emptyDraft } from './conference-draft';
import { ConferenceForm } from './conference-form';
import { ConferenceEditor } from './conferences-tab';

/**
 * The "컨퍼런스 생성" tab: an empty form; once a conference is created it is shown as saved (its edit
 * form, with its sessions' ids), and "목록으로" starts a new empty form.
 */
export function Tab() {
  const [created, setCreated] = useState<number | null>(null);
  if (created !== null)
    return (
      <ConferenceEditor
        idx={created}
        note="컨퍼런스를 만들었습니다. 저장된 내용을 확인하고 이어서 고칠 수 있습니다."
        onClose={() => setCreated(null)}
      />
    );
  return (
    <ConferenceForm
      initial={emptyDraft()}
      currentThumbnail={null}
      onSaved={(idx) => {
        setCreated(idx);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
