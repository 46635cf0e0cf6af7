/**
 * A sound or video sample's transcript (KWCAG 1.2.1), folded beside its player so the page stays short:
 * what is said or sung, with the line breaks its administrator typed.
 */
export function SampleTranscript({ text }: { text: string }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">대본 보기</summary>
      <p className="mt-2 break-words whitespace-pre-line text-slate-700">{text}</p>
    </details>
  );
}
