import { BrandsSection } from './brands-section';
import { PurchaseConfirmationSection } from './purchase-confirmation-section';
import { WarehousesSection } from './warehouses-section';

/**
 * The mall's shipping setup: the warehouses goods ship from (courier, delivery fee, free-delivery
 * threshold, additional fee for Jeju and islands) and the brands items carry, each added and edited in
 * a dialog, and the days after delivery goods confirm themselves (구매확정).
 */
export function Tab() {
  return (
    <div className="space-y-10">
      <WarehousesSection />
      <BrandsSection />
      <PurchaseConfirmationSection />
    </div>
  );
}
