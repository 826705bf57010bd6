/** Named entities seen in agents' HTML; anything else unknown is left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  middot: '·',
  bull: '•',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  times: '×',
};

/** Tags whose content is never text. */
const DROPPED_CONTENT = /<(script|style|head|template|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line of text. */
const LINE_BREAKS = /<\s*(br|\/p|\/div|\/h[1-6]|\/tr|\/ul|\/ol|hr)\b[^>]*>/gi;
const LIST_ITEM = /<\s*li\b[^>]*>/gi;
/** Any complete tag, comment or declaration: "<" then a letter, "/", "!" or "?", up to ">". */
const ANY_TAG = /<(?:!--[\s\S]*?--|[a-zA-Z/!?][^<>]*)>/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      const valid =
        Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        !(code >= 0xd800 && code <= 0xdfff) &&
        code !== 0xfffe &&
        code !== 0xffff;
      return valid ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text from an agent's HTML description: scripts, styles and comments dropped,
 * block ends and <br> turned into line breaks, every other tag removed, entities decoded,
 * control characters removed and spaces tidied. Tags are stripped again after decoding,
 * so text written as "&lt;script&gt;" cannot come back as a tag. The result is plain text,
 * to be escaped like any other text wherever it is shown.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(DROPPED_CONTENT, ' ')
    .replace(LINE_BREAKS, '\n')
    .replace(LIST_ITEM, '\n• ')
    .replace(ANY_TAG, ' ');
  return (
    decodeEntities(text)
      .replace(ANY_TAG, ' ')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
