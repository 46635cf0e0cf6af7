import { contentWithdrawalNotice } from '@edu/shared';

/**
 * 청약철회 안내 of digital contents, told before buying: beside the buy buttons of a content and the pay
 * button of an order holding one. `id` lets a tick point at it as its description.
 */
export function ContentWithdrawalNotice({ id }: { id?: string }) {
  return (
    <section
      id={id}
      aria-label="디지털 콘텐츠 청약철회 안내"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed break-keep text-amber-950"
    >
      <h2 className="font-semibold">청약철회 안내</h2>
      <p className="mt-1">{contentWithdrawalNotice}</p>
    </section>
  );
}
