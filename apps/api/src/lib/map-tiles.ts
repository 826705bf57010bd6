/**
 * The map's tile source (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): the default, the way to turn
 * tiles off, the check of a template and the origins the CSP has to allow for it.
 */

/** OpenStreetMap's standard tiles: the default (usage policy in the README). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The credit OpenStreetMap asks for, linked to its copyright page. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap contributors</a>';

/** MAP_TILE_URL values that turn tiles off: the maps draw only the bundled boundaries. */
const TILES_OFF = new Set(['off', 'none']);

export const tilesTurnedOff = (value: string) => TILES_OFF.has(value.trim().toLowerCase());

/** A placeholder of a tile template: {z}, {x}, {y}, {-y}, {s}, {r} or a custom option. */
const PLACEHOLDERS = /\{[^}]*\}/g;
const HAS_PLACEHOLDER = /\{[^}]*\}/;

/**
 * The template as a URL with every placeholder filled in (a host label holding one, like
 * `{s}.tile.example.org` or `tiles-{s}.example.org`, becomes `a...`), or undefined when it
 * does not parse as an http(s) URL.
 */
function sampleUrl(template: string): URL | undefined {
  try {
    const url = new URL(template.replace(PLACEHOLDERS, 'a'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Why a MAP_TILE_URL template cannot be used, or undefined when it can. */
export function tileTemplateProblem(template: string): string | undefined {
  if (!sampleUrl(template)) {
    return 'must be an http(s) URL template such as https://tile.example.org/{z}/{x}/{y}.png, or "off"';
  }
  const missing = ['{z}', '{x}'].filter((p) => !template.includes(p));
  if (!template.includes('{y}') && !template.includes('{-y}')) missing.push('{y}');
  if (missing.length > 0) return `must contain ${missing.join(', ')}`;
  if (tileOrigins(template).length === 0) {
    return 'must name a fixed host (a placeholder may stand only for a subdomain, as in {s}.tile.example.org)';
  }
  return undefined;
}

/**
 * The origins a Content-Security-Policy `img-src` must allow for the template's tiles:
 * its origin, or with a placeholder in the host (subdomains like `{s}.`), the wildcard of
 * the labels after it. Nothing for an unusable template.
 */
export function tileOrigins(template: string | undefined): string[] {
  if (!template || !sampleUrl(template)) return [];
  // The authority as written: scheme://host[:port] up to the first slash after it.
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return [];
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!.toLowerCase();
  const labels = authority.split('.');
  const last = labels.findLastIndex((label) => HAS_PLACEHOLDER.test(label));
  if (last === -1) return [new URL(`${scheme}://${authority}`).origin];
  const rest = labels.slice(last + 1).join('.');
  // `{s}.example.org` is served from a.example.org, b.example.org...; a placeholder in the
  // last labels (the registrable domain) would need a wildcard CSP cannot express.
  if (rest.split('.').length < 2) return [];
  return [`${scheme}://*.${rest}`];
}
