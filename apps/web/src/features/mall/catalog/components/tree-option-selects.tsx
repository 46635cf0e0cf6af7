import { type ItemOption, mallMessages, type OptionNode } from '@edu/shared';
import { type KeyboardEvent, type SyntheticEvent, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
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
 * Choosing the last level adds a line and starts the selects again for another combination.
 */
export function TreeOptionSelects({ itemId, levels, onComplete }: TreeOptionSelectsProps) {
  const dialog = useDialog();
  const [chosen, setChosen] = useState<string[]>([]);

  const choose = (index: number, node: OptionNode) => {
    const path = [...chosen.slice(0, index), node.elementName];
    if (node.combinationId === null) {
      setChosen(path);
      return;
    }
    // A refused duplicate keeps the levels above, so another last choice is one step away.
    setChosen(onComplete(path, { ...node, combinationId: node.combinationId }) ? [] : path.slice(0, -1));
  };

  return (
    <div className="space-y-3">
      {levels.map((level, index) => (
        <TreeLevelSelect
          key={level.optionId}
          itemId={itemId}
          level={level}
          elements={chosen.slice(0, index)}
          value={chosen[index] ?? ''}
          available={index <= chosen.length}
          onChoose={(node) => choose(index, node)}
          onClear={() => setChosen(chosen.slice(0, index))}
          onBlocked={() => void dialog.alert(mallMessages.previousOptionFirst)}
        />
      ))}
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
  onBlocked: () => void;
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
  onBlocked,
}: TreeLevelSelectProps) {
  const id = useId();
  // The first level's choices come with the item; the next ones are asked for once reachable.
  const given = elements.length === 0 && level.optionNodeList.length > 0 ? level.optionNodeList : null;
  const paths = useOptionPaths(itemId, elements, available && given === null);
  const nodes = given ?? (available ? (paths.data?.paths ?? []) : []);
  const loading = available && given === null && paths.isPending;

  // The select stays focusable (aria-disabled, not disabled) so a try can be answered with the reason:
  // a press (mouse, touch or pen) or a key that would open or change it.
  const block = (event: SyntheticEvent) => {
    if (available) return;
    event.preventDefault();
    onBlocked();
  };
  // A mouse press also arrives as mousedown, which would open the list: stopped without a second message.
  const holdMouse = (event: SyntheticEvent) => {
    if (!available) event.preventDefault();
  };
  const blockKeys = (event: KeyboardEvent) => {
    if (!available && !['Tab', 'Shift', 'Escape'].includes(event.key)) block(event);
  };

  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className={`block text-sm font-semibold ${available ? 'text-slate-800' : 'text-slate-400'}`}
      >
        {level.optionName}
        {level.required && <span className="ml-1 font-normal text-slate-500">(필수)</span>}
      </label>
      <select
        id={id}
        value={value}
        aria-disabled={available ? undefined : true}
        aria-busy={loading || undefined}
        onPointerDown={block}
        onMouseDown={holdMouse}
        onKeyDown={blockKeys}
        onChange={(event) => {
          if (!available) return;
          const node = nodes.find((candidate) => candidate.elementName === event.target.value);
          if (node) onChoose(node);
          else onClear();
        }}
        className={`w-full rounded-lg border px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none ${
          available
            ? 'border-slate-300 bg-white text-slate-900'
            : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400'
        }`}
      >
        <option value="">{loading ? '불러오는 중…' : `${level.optionName} 선택`}</option>
        {nodes.map((node) => (
          <option key={node.elementName} value={node.elementName} disabled={node.soldOut}>
            {nodeLabel(node)}
          </option>
        ))}
      </select>
      {available && paths.isError && (
        <p role="alert" className="text-sm text-red-700">
          {paths.error.message}
        </p>
      )}
    </div>
  );
}
