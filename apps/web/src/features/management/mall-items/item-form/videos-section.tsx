import { mallItemAdminLimits } from '@edu/shared';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../../components/admin-styles';
import { newRowKey, type VideoDraft } from '../lib/item-draft';
import { rowsWith, rowsWithout } from '../lib/rows';
import { FormSection } from './form-fields';
import type { ItemFormKit } from './form-kit';

/** 영상 of a video content: each a name and its links (normal quality required, high quality optional). */
export function VideosSection({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const edit = (key: string, patch: Partial<VideoDraft>) =>
    update((current) => ({ videos: rowsWith(current.videos, key, patch) }));
  const full = draft.files.length + draft.videos.length >= mallItemAdminLimits.assetsMax;

  return (
    <FormSection
      title="영상"
      description="구매자가 보는 영상의 주소입니다. https:// 또는 /uploads/ 로 시작해야 합니다. 고화질 주소는 없어도 됩니다."
    >
      <ol className="space-y-3">
        {draft.videos.map((video, row) => {
          const n = row + 1;
          return (
            <li
              key={video.key}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1.5fr_1.5fr_auto]"
            >
              <input
                id={idOf('videos', row)}
                className={adminInputClass}
                autoComplete="off"
                maxLength={200}
                aria-label={`영상 ${n} 이름`}
                placeholder="이름 (예: 1강)"
                value={video.name}
                {...invalid('videos', row)}
                onChange={(event) => edit(video.key, { name: event.target.value })}
              />
              <input
                type="url"
                className={adminInputClass}
                autoComplete="off"
                maxLength={300}
                aria-label={`영상 ${n} 일반 화질 주소`}
                placeholder="일반 화질 주소 (https://…)"
                value={video.linkNormal}
                onChange={(event) => edit(video.key, { linkNormal: event.target.value })}
              />
              <input
                type="url"
                className={adminInputClass}
                autoComplete="off"
                maxLength={300}
                aria-label={`영상 ${n} 고화질 주소`}
                placeholder="고화질 주소 (선택)"
                value={video.linkHigh}
                onChange={(event) => edit(video.key, { linkHigh: event.target.value })}
              />
              <button
                type="button"
                className={adminDangerButtonClass}
                onClick={() => update((current) => ({ videos: rowsWithout(current.videos, video.key) }))}
              >
                <span className="sr-only">영상 {n} </span>삭제
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={full}
        onClick={() =>
          update((current) => ({
            videos: [
              ...current.videos,
              { key: newRowKey(), assetId: null, name: '', linkNormal: '', linkHigh: '' },
            ],
          }))
        }
      >
        영상 추가
      </button>
    </FormSection>
  );
}
