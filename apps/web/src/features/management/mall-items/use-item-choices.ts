import { useQuery } from '@tanstack/react-query';
import {
  brandsQueryKey,
  getBrands,
  getWarehouses,
  warehousesQueryKey,
} from '../mall-shipping-setup/mall-shipping-setup-api';
import { getAdminCategories, mallCategoriesQueryKey } from './mall-items-api';

/** The categories, brands and warehouses an item chooses from (shared with their own tabs' queries). */
export function useItemChoices() {
  const categories = useQuery({
    queryKey: mallCategoriesQueryKey,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
  const brands = useQuery({ queryKey: brandsQueryKey, queryFn: ({ signal }) => getBrands(signal) });
  const warehouses = useQuery({
    queryKey: warehousesQueryKey,
    queryFn: ({ signal }) => getWarehouses(signal),
  });
  return { categories, brands, warehouses };
}
