import type { ItemDetail } from '@edu/shared';
import { itemFacts } from '../lib/item-facts';

/** Delivery, download period, bible references and season as a short list under the price. */
export function ItemFactsList({ item }: { item: ItemDetail }) {
  const facts = itemFacts(item);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-slate-200 py-4 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="text-slate-800">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
