import type { ConferenceDraft } from './conference-draft';
import { TextAreaField, TextField, YesNoField } from './form-fields';

type SettingsProps = {
  draft: ConferenceDraft;
  change: (patch: Partial<ConferenceDraft>) => void;
};

/** The per-conference settings the old pages tied to conference ids: featuring, notes, headcount, online meeting. */
export function ConferenceSettingsFields({ draft, change }: SettingsProps) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-slate-800">표시 설정</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <YesNoField
          label="대표 컨퍼런스 (/hana에 표시)"
          value={draft.isFeatured}
          onChange={(isFeatured) => change({ isFeatured })}
        />
        <YesNoField
          label="신청 인원 숨김"
          value={draft.hideHeadcount}
          onChange={(hideHeadcount) => change({ hideHeadcount })}
        />
        <YesNoField
          label="마감일을 날짜 + 자정으로 표시"
          value={draft.deadlineAtMidnight}
          onChange={(deadlineAtMidnight) => change({ deadlineAtMidnight })}
        />
      </div>
      <TextAreaField
        label="배너 이미지 주소"
        value={draft.banners}
        onChange={(banners) => change({ banners })}
        hint="한 줄에 하나씩 (/uploads/... 또는 https://...). 본문 편집기의 이미지 버튼으로 올린 주소를 쓸 수 있습니다."
      />
      <TextAreaField
        label="특별 혜택 안내"
        value={draft.benefitNote}
        onChange={(benefitNote) => change({ benefitNote })}
      />
      <TextAreaField
        label="주차 안내"
        value={draft.parkingNote}
        onChange={(parkingNote) => change({ parkingNote })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="온라인 참여 주소"
          type="url"
          value={draft.onlineUrl}
          onChange={(onlineUrl) => change({ onlineUrl })}
          hint="https:// 로 시작 (등록 완료자에게 /online 페이지로 안내)"
        />
        <TextField
          label="회의 ID"
          value={draft.onlineMeetingId}
          onChange={(onlineMeetingId) => change({ onlineMeetingId })}
        />
        <TextField
          label="회의 암호"
          value={draft.onlineMeetingPasscode}
          onChange={(onlineMeetingPasscode) => change({ onlineMeetingPasscode })}
        />
      </div>
    </fieldset>
  );
}
