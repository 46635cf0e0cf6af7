import type { OrderDetail } from '@edu/shared';
import { depositDeadline } from '../lib/order-labels';

/**
 * The deposit deadline "yyyy.mm.dd hh:mm:ss": on a narrow phone it may wrap between the date and the
 * time, never inside either.
 */
export function DepositDeadline({ info }: { info: NonNullable<OrderDetail['paymentInfo']> }) {
  const deadline = depositDeadline(info);
  if (!deadline) return <>-</>;
  const [date, time] = deadline.split(' ');
  return (
    <>
      <span className="whitespace-nowrap">{date}</span>
      {time && (
        <>
          {' '}
          <span className="whitespace-nowrap">{time}</span>
        </>
      )}
    </>
  );
}
