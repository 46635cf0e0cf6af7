import { MallHome } from '@/features/mall/catalog/components/mall-home';

/** /mall: the content mall's list (?category=&sub=&sort=&q=&page=). */
export function MallHomePage() {
  return <MallHome />;
}
