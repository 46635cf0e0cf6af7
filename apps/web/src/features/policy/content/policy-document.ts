/** A block of an article: a paragraph, a list of numbered items (numbers are part of the text), or a table. */
export type PolicyBlock = string | { items: string[] } | { table: { head: string[]; rows: string[][] } };

export type PolicyArticle = { title: string; blocks: PolicyBlock[] };

/** A policy page: static text of the web app, reviewed by the organisation before publication. */
export type PolicyDocument = {
  title: string;
  effectiveDate: string;
  preamble: string[];
  articles: PolicyArticle[];
  addenda: string[];
};
