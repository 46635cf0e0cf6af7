import { type ItemOption, mallMessages, type OptionNode } from '@edu/shared';
import { type KeyboardEvent, type Ref, type SyntheticEvent, useId, useRef, useState } from 'react';
import { useOptionPaths } from '../api/get-option-paths';
import { extraPriceLabel } from '../lib/money';

/** A last-level node: the full path chosen, with its own id and extra price. */
export type Combination = OptionNode & { combinationId: number };

type TreeOptionSelectsProps = {
  itemId: number;
  /** The TREE levels in order (depth 1, 2, 3). */
  levels: readonly ItemOption[];
  /** A full path was chosen; answers false when the line was refused (already chosen). */
  onComplete: (pathNames: string[], combination: Combination) => boolean;
};

/**
 * TREE options chosen level by level (spec §5): one select per level; a level stays unavailable until the
 * one before it is chosen, and each level's choices come from the options call with the names chosen so far.
 * A full path becomes a line only when the buyer says so (the 담기 button, or Enter on the last select):
 * a select changes its value on every arrow key, so adding on change added a line at the first ↓ (issue 42).
 */
export function TreeOptionSelects({ itemId, levels, onComplete }: TreeOptionSelectsProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [combination, setCombination] = useState<Combination | null>(null);
  const [notice, setNotice] = useState('');
  const firstSelect = useRef<HTMLSelectElement>(null);
  const complete = combination !== null && chosen.length === levels.length;

  const choose = (index: number, node: OptionNode) => {
    setChosen([...chosen.slice(0, index), node.elementName]);
    setCombination(node.combinationId === null ? null : { ...node, combinationId: node.combinationId });
    setNotice('');
  };
  const clear = (index: number) => {
    setChosen(chosen.slice(0, index));
    setCombination(null);
  };
  const add = () => {
    if (!complete) {
      const missing = levels[Math.min(chosen.length, levels.length - 1)];
      setNotice(missing ? mallMessages.chooseOption(missing.optionName) : '');
      return;
    }
    // A refused line (already chosen, or a writing missing) keeps the choice, so it can be changed.
    if (!onComplete(chosen, combination)) return;
    setChosen([]);
    setCombination(null);
    setNotice(mallMessages.optionLineAdded);
    firstSelect.current?.focus();
  };

  return (
    <div className="space-y-3">
      {levels.map((level, index) => (
        <TreeLevelSelect
          key={level.optionId}
          ref={index === 0 ? firstSelect : undefined}
          itemId={itemId}
          level={level}
          elements={chosen.slice(0, index)}
          value={chosen[index] ?? ''}
          available={index <= chosen.length}
          onChoose={(node) => choose(index, node)}
          onClear={() => clear(index)}
          onEnter={index === levels.length - 1 ? add : undefined}
        />
      ))}
      <button
        type="button"
        onClick={add}
        aria-disabled={complete ? undefined : true}
        className={`w-full rounded-lg border px-3 py-2.5 text-sm font-semibold ${
          complete
            ? 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
            : 'border-slate-300 bg-slate-100 text-slate-600'
        }`}
      >
        선택한 옵션 담기
      </button>
      <p role="status" className="text-sm text-slate-700">
        {notice}
      </p>
    </div>
  );
}

type TreeLevelSelectProps = {
  itemId: number;
  level: ItemOption;
  /** Element names chosen on the levels above. */
  elements: string[];
  value: string;
  /** False until every level above is chosen. */
  available: boolean;
  onChoose: (node: OptionNode) => void;
  onClear: () => void;
  /** Enter on the select: the last level adds the chosen line. */
  onEnter?: () => void;
  ref?: Ref<HTMLSelectElement>;
};

function nodeLabel(node: OptionNode): string {
  const extra = extraPriceLabel(node.price);
  return `${node.elementName}${extra ? ` (${extra})` : ''}${node.soldOut ? ` - ${mallMessages.soldOut}` : ''}`;
}

function TreeLevelSelect({
  itemId,
  level,
  elements,
  value,
  available,
  onChoose,
  onClear,
  onEnter,
  ref,
}: TreeLevelSelectProps) {
  const id = useId();
  const hintId = useId();
  // The first level's choices come with the item; the next ones are asked for once reachable.
  const given = elements.length === 0 && level.optionNodeList.length > 0 ? level.optionNodeList : null;
  const paths = useOptionPaths(itemId, elements, available && given === null);
  const nodes = given ?? (available ? (paths.data?.paths ?? []) : []);
  const loading = available && given === null && paths.isPending;

  // The select stays focusable (aria-disabled, not disabled) and says why it cannot be chosen yet
  // (described by the hint); a press or a key that would open or change it does nothing.
  const holdPointer = (event: SyntheticEvent) => {
    if (!available) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!available && !['Tab', 'Shift', 'Escape'].includes(event.key)) event.preventDefault();
    else if (available && event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };

  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className={`block text-sm font-semibold ${available ? 'text-slate-800' : 'text-slate-600'}`}
      >
        {level.optionName}
        {level.required && <span className="ml-1 font-normal text-slate-500">(필수)</span>}
      </label>
      <select
        id={id}
        value={value}
        ref={ref}
        aria-disabled={available ? undefined : true}
        aria-describedby={available ? undefined : hintId}
        aria-busy={loading || undefined}
        onPointerDown={holdPointer}
        onMouseDown={holdPointer}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          if (!available) return;
          const node = nodes.find((candidate) => candidate.elementName === event.target.value);
          if (node) onChoose(node);
          else onClear();
        }}
        className={`w-full rounded-lg border px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none ${
          available
            ? 'border-slate-300 bg-white text-slate-900'
            : 'cursor-not-allowed border-slate-300 bg-slate-100 text-slate-600'
        }`}
      >
        <option value="">{loading ? '불러오는 중…' : `${level.optionName} 선택`}</option>
        {nodes.map((node) => (
          <option key={node.elementName} value={node.elementName} disabled={node.soldOut}>
            {nodeLabel(node)}
          </option>
        ))}
      </select>
      {!available && (
        <p id={hintId} className="text-xs text-slate-600">
          {mallMessages.previousOptionFirst}
        </p>
      )}
      {available && paths.isError && (
        <p role="alert" className="text-sm text-red-700">
          {paths.error.message}
        </p>
      )}
    </div>
  );
}
