import { mallItemAdminLimits } from '@edu/shared';
import { type RowCell, RowListSection } from '../../components/row-list-section';
import type { VideoDraft } from '../lib/item-draft';
import { draftRows } from './draft-rows';
import type { ItemFormKit } from './form-kit';

const cells: readonly RowCell<VideoDraft>[] = [
  { field: 'name', label: '이름', maxLength: 200, placeholder: '이름 (예: 1강)' },
  {
    type: 'url',
    field: 'linkNormal',
    label: '일반 화질 주소',
    maxLength: 300,
    placeholder: '일반 화질 주소 (https://…)',
  },
  { type: 'url', field: 'linkHigh', label: '고화질 주소', maxLength: 300, placeholder: '고화질 주소 (선택)' },
];

/** 영상 of a video content: each a name and its links (normal quality required, high quality optional). */
export function VideosSection({ kit }: { kit: ItemFormKit }) {
  const { files, videos } = kit.draft;
  return (
    <RowListSection
      name="영상"
      description="구매자가 보는 영상의 주소입니다. https:// 또는 /uploads/ 로 시작해야 합니다. 고화질 주소는 없어도 됩니다."
      max={mallItemAdminLimits.assetsMax}
      // Videos and files share one limit; the files section counts them all.
      shared={files.length + videos.length}
      cells={cells}
      listClassName="space-y-3"
      rowClassName="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1.5fr_1.5fr_auto]"
      {...draftRows(kit, 'videos', () => ({ assetId: null, name: '', linkNormal: '', linkHigh: '' }))}
    />
  );
}
