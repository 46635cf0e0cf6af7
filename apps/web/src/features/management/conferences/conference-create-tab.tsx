import { useState } from 'react';
import { emptyDraft } from './conference-draft';
import { ConferenceForm } from './conference-form';

/** The "컨퍼런스 생성" tab: an empty form, emptied again after each conference created. */
export function Tab() {
  const [round, setRound] = useState(0);
  return (
    <ConferenceForm
      key={round}
      initial={emptyDraft()}
      currentThumbnail={null}
      onSaved={() => {
        setRound((n) => n + 1);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
