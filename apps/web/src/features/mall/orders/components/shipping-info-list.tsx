import { formatPhone, type OrderDetail } from '@edu/shared';
import { InfoList } from './info-list';

/** Where the goods go: the recipient, their phone written with hyphens, the address and the memo. */
export function ShippingInfoList({ shipping }: { shipping: NonNullable<OrderDetail['shipping']> }) {
  return (
    <InfoList
      items={[
        { label: '받는 분', value: shipping.shippingName },
        { label: '연락처', value: formatPhone(shipping.shippingPhone) },
        {
          label: '주소',
          value: `(${shipping.zipCode}) ${shipping.address} ${shipping.detailedAddress}`.trim(),
        },
        shipping.shippingMemo !== '' && { label: '배송 메모', value: shipping.shippingMemo },
      ]}
    />
  );
}
