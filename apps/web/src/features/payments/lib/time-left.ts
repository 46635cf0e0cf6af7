/** Seconds as the payment pages say them: "14분 05초", "59초". */
export function timeLeftText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}분 ${rest}초` : `${seconds % 60}초`;
}
