import sanitizeHtml from 'sanitize-html';

/**
 * What a note's HTML may hold: the editor's blocks (paragraphs, headings, lists, quotes, code),
 * inline marks, spans whose only style is one of the editor's fonts, and links to web or mail
 * addresses. Everything else (scripts, images, frames, event handlers, javascript: links) goes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'strong', 'em', 'u', 's', 'span', 'a', 'br'],
  // Mentions keep their data attributes so the portal can show them as mentions after saving.
  allowedAttributes: { a: ['href', 'rel'], span: ['style', 'data-lexical-mention', 'data-mention-id', 'data-mention-email', 'data-mention-name'] },
  allowedStyles: { span: { 'font-family': [/^[\w\s,'"-]{1,100}$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the portal: no opener access, no referrer, no search-engine credit.
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow' } }),
  },
};

export function sanitizeNoteHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text cut at a word boundary, for e-mails. */
export function excerpt(text: string, maxLength = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
