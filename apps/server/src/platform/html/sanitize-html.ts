import sanitize from 'sanitize-html';

/**
 * Video players an editor may embed. Anything else in an iframe could frame a phishing page or run
 * scripts of its own origin inside ours, so the whole iframe is dropped.
 */
const embeddableHosts = ['youtube.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Blocks that may carry the editor's alignment and colour. */
const styledTags = ['p', 'span', 'div', ...headings];

/** `#rgb`, `#rrggbb` (with optional alpha) or `rgb(r, g, b)`: colours only, never `url(...)` or `expression(...)`. */
const colourValue = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

const options: sanitize.IOptions = {
  allowedTags: [
    ...styledTags,
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'a',
    'img',
    'iframe',
  ],
  allowedAttributes: {
    ...Object.fromEntries(styledTags.map((tag) => [tag, ['style']])),
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'title'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: colourValue,
    },
  },
  // Relative paths (our own /uploads/...) pass; any scheme but these is dropped with its attribute,
  // which removes javascript:, vbscript: and data: (no data:image either: an SVG there can run script
  // when opened on its own, and uploads go through the image call anyway).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: embeddableHosts,
  allowIframeRelativeUrls: false,
  // script, style and friends go with their text; other unknown tags (svg, form, object) lose the tag but keep their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opened page a handle on ours.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      if (target !== '_blank') return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/**
 * Makes administrator or member HTML (conference contents, posts) safe to show as-is: one allow-list of
 * formatting tags, no scripts, styles, event handlers or script URLs, and iframes only from video players.
 */
export function sanitizeRichHtml(html: string): string {
  return sanitize(html, options).trim();
}

/** Whether sanitised HTML shows anything: some text, an image or an embedded video (an empty editor gives `<p></p>`). */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}
