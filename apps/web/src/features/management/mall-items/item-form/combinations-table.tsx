import { mallItemAdminLimits } from '@edu/shared';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
  adminTableWrapClass,
  adminTdClass,
  adminThClass,
} from '../../components/admin-styles';
import { CountNote } from '../../components/form-section';
import { canRemoveCombination, newCombination } from '../lib/combinations';
import type { CombinationDraft } from '../lib/item-draft';
import { groupedText } from '../lib/numbers';
import { rowsWith, rowsWithout } from '../lib/rows';
import type { ItemFormKit } from './form-kit';

const heldTitle =
  '결제를 기다리는 주문이 이 조합을 잡고 있어 지울 수 없습니다. 판매 중지 후 주문이 끝나면 지워 주세요.';
const cellInputClass = `${adminInputClass} w-full min-w-20`;

/**
 * The TREE's combinations: one box per level value, the extra price and the stock; what unpaid orders
 * hold is shown and keeps the row from being removed.
 */
export function CombinationsTable({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const edit = (key: string, patch: Partial<CombinationDraft>) =>
    update((current) => ({ combinations: rowsWith(current.combinations, key, patch) }));
  const levelName = (index: number) => draft.levels[index]?.trim() || `${index + 1}단계`;
  const full = draft.combinations.length >= mallItemAdminLimits.combinationsMax;

  return (
    <div className="space-y-2">
      <ScrollFrame label="옵션 조합" className={adminTableWrapClass}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">
            옵션 조합{' '}
            <CountNote count={draft.combinations.length} max={mallItemAdminLimits.combinationsMax} />
          </caption>
          <thead>
            <tr>
              <th scope="col" className={adminThClass}>
                번호
              </th>
              {draft.levels.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
                <th key={index} scope="col" className={adminThClass}>
                  {levelName(index)}
                </th>
              ))}
              <th scope="col" className={adminThClass}>
                추가 금액 (원)
              </th>
              <th scope="col" className={adminThClass}>
                재고
              </th>
              <th scope="col" className={adminThClass}>
                주문 대기
              </th>
              <th scope="col" className={adminThClass}>
                삭제
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.combinations.length === 0 && (
              <tr>
                <td
                  colSpan={draft.levels.length + 5}
                  className={`${adminTdClass} py-6 text-center text-slate-500`}
                >
                  조합이 없습니다. 조합 추가나 조합 만들기로 추가해 주세요.
                </td>
              </tr>
            )}
            {draft.combinations.map((combination, row) => {
              const n = row + 1;
              const removable = canRemoveCombination(combination);
              return (
                <tr key={combination.key}>
                  <td className={`${adminTdClass} whitespace-nowrap text-slate-500`}>{n}</td>
                  {draft.levels.map((_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
                    <td key={index} className={adminTdClass}>
                      <input
                        id={index === 0 ? idOf('combinations', row) : undefined}
                        className={cellInputClass}
                        autoComplete="off"
                        maxLength={100}
                        aria-label={`조합 ${n}의 ${index + 1}단계`}
                        value={combination.path[index] ?? ''}
                        {...(index === 0 ? invalid('combinations', row) : {})}
                        onChange={(event) =>
                          edit(combination.key, {
                            path: draft.levels.map((__, at) =>
                              at === index ? event.target.value : (combination.path[at] ?? ''),
                            ),
                          })
                        }
                      />
                    </td>
                  ))}
                  <td className={adminTdClass}>
                    <input
                      className={cellInputClass}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={15}
                      aria-label={`조합 ${n} 추가 금액`}
                      value={combination.extraPrice}
                      onChange={(event) => edit(combination.key, { extraPrice: event.target.value })}
                    />
                  </td>
                  <td className={adminTdClass}>
                    <input
                      className={cellInputClass}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={9}
                      aria-label={`조합 ${n} 재고`}
                      value={combination.stock}
                      onChange={(event) => edit(combination.key, { stock: event.target.value })}
                    />
                  </td>
                  <td className={`${adminTdClass} whitespace-nowrap`}>
                    {combination.held > 0 ? (
                      <span className="text-amber-800">주문 대기 {groupedText(combination.held)}</span>
                    ) : (
                      <span className="text-slate-600">-</span>
                    )}
                  </td>
                  <td className={adminTdClass}>
                    <button
                      type="button"
                      className={adminDangerButtonClass}
                      disabled={!removable}
                      title={removable ? undefined : heldTitle}
                      onClick={() =>
                        update((current) => ({
                          combinations: rowsWithout(current.combinations, combination.key),
                        }))
                      }
                    >
                      <span className="sr-only">조합 {n} </span>삭제
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollFrame>
      <button
        id={idOf('combinations')}
        type="button"
        className={adminSecondaryButtonClass}
        disabled={full}
        onClick={() =>
          update((current) => ({
            combinations: [...current.combinations, newCombination(current.levels.map(() => ''))],
          }))
        }
      >
        조합 추가
      </button>
      {draft.combinations.some((combination) => combination.held > 0) && (
        <p className="text-xs text-slate-600">
          주문 대기 수량이 있는 조합은 지울 수 없습니다. 판매 중지 후 주문이 결제되거나 취소되면 지울 수
          있습니다.
        </p>
      )}
    </div>
  );
}
