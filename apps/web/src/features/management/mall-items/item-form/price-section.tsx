import { defaultTaxTypeOf, type TaxType, taxTypeLabels, taxTypes } from '@edu/shared';
import { SelectBox, TextBox } from '../../components/admin-field';
import { FormSection } from '../../components/form-section';
import { discountRateOf } from '../lib/numbers';
import type { ItemFormKit } from './form-kit';

/** 가격: regular and selling price, 무료, the discount they make, and a content's download period. */
export function PriceSection({ kit }: { kit: ItemFormKit }) {
  const { draft, change, idOf, invalid } = kit;
  const rate = discountRateOf(draft.regularPrice, draft.isFree ? '0' : draft.sellingPrice);

  return (
    <FormSection title="가격">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextBox
          id={idOf('regularPrice')}
          label="정가 (원)"
          required
          numeric
          placeholder="예: 12,000"
          value={draft.regularPrice}
          invalid={invalid('regularPrice')}
          onChange={(regularPrice) => change({ regularPrice })}
        />
        <TextBox
          id={idOf('sellingPrice')}
          label="판매가 (원)"
          required
          numeric
          placeholder="예: 10,000"
          hint={draft.isFree ? '무료 상품은 0원입니다.' : '정가보다 클 수 없습니다.'}
          disabled={draft.isFree}
          value={draft.sellingPrice}
          invalid={invalid('sellingPrice')}
          onChange={(sellingPrice) => change({ sellingPrice })}
        />
        <div className="flex flex-col justify-center gap-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={draft.isFree}
              onChange={(event) =>
                change(event.target.checked ? { isFree: true, sellingPrice: '0' } : { isFree: false })
              }
            />
            무료
          </label>
          <p className="text-sm text-slate-700">
            할인율{' '}
            <strong className="font-semibold text-slate-900">{rate === null ? '-' : `${rate}%`}</strong>
          </p>
        </div>
        <SelectBox
          id={idOf('taxType')}
          label="과세 구분"
          hint="도서·교재는 면세, 디지털 콘텐츠와 일반 상품은 과세입니다. 거래명세서의 세액이 이 값으로 계산됩니다."
          value={draft.taxType ?? defaultTaxTypeOf(draft.itemType)}
          options={taxTypes.map((type) => ({ value: type, label: taxTypeLabels[type] }))}
          onChange={(value) => change({ taxType: value as TaxType })}
        />
        {draft.itemType === 'CONTENT' && (
          <TextBox
            id={idOf('downloadPeriod')}
            label="다운로드 기간 (일)"
            required
            numeric
            maxLength={5}
            hint="구매 후 며칠 동안 내려받을 수 있는지입니다. 0이면 무제한입니다."
            value={draft.downloadPeriod}
            invalid={invalid('downloadPeriod')}
            onChange={(downloadPeriod) => change({ downloadPeriod })}
          />
        )}
      </div>
    </FormSection>
  );
}
