import { characterCount, type SitePageEdit, sitePageMessages } from '@edu/shared';

/** The longest title the server keeps (sitePageEditSchema). */
export const sitePageTitleMax = 100;

/** Whether editor HTML shows anything: some text, an image or an embedded video (an empty editor gives `<p></p>`). */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** What the server would refuse in an edit, in its words; null when it may be sent. */
export function sitePageProblem({ title, contents }: SitePageEdit): string | null {
  const trimmed = title.trim();
  if (!trimmed) return sitePageMessages.titleRequired;
  if (characterCount(trimmed) > sitePageTitleMax) return `제목은 ${sitePageTitleMax}자 이내로 입력해주세요.`;
  if (!hasVisibleContent(contents)) return sitePageMessages.contentsRequired;
  return null;
}
