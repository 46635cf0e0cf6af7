import { useParams } from 'react-router';
import { ItemView } from '@/features/mall/catalog/components/item-view';

/** /mall/view/:itemId (digits only; the route's loader sends any other value to the not-found page). */
export function MallItemPage() {
  const itemId = Number(useParams().itemId);
  return <ItemView itemId={itemId} />;
}
