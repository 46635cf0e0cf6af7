/**
 * The payment provider as reached through the network, made to misbehave on refunds: it may never
 * answer, or refund and lose its answer (integrations.md §1.5), until our timeout gives up. Tests set
 * `behaviour` and pass `wrap` as createTestApp's `wrapFetch`.
 */
export function stubbornProvider() {
  const state = {
    behaviour: 'answers' as 'answers' | 'neverAnswers' | 'refundsButAnswerIsLost',
    inquiryDown: false,
    /** The refund calls that reached the provider. */
    refundCalls: [] as string[],
    wrap:
      (toSimulator: typeof fetch): typeof fetch =>
      async (input, init) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        const never = () =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          });
        if (/\/iniapi\/v2\/pg\/(partialRefund|refund)/.test(path)) {
          state.refundCalls.push(path);
          if (state.behaviour === 'neverAnswers') return never();
          if (state.behaviour === 'refundsButAnswerIsLost') {
            await toSimulator(input, init);
            return never();
          }
        }
        if (path.endsWith('/iniapi/v2/pg/inquiry') && state.inquiryDown) return never();
        return toSimulator(input, init);
      },
  };
  return state;
}
