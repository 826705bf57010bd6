/**
 * Draws a flat SVG picture (the demo dataset's generated pictures: rect, polygon, circle,
 * ellipse, line, text, solid or linear-gradient fills) into a PDF page: pdfkit embeds only
 * JPEG and PNG, and the pack must not depend on a converter. Anything else in the file is
 * skipped; a picture this cannot read draws nothing and answers false.
 */
export interface SvgCanvas {
  save(): SvgCanvas;
  restore(): SvgCanvas;
  translate(x: number, y: number): SvgCanvas;
  scale(x: number, y?: number): SvgCanvas;
  rect(x: number, y: number, w: number, h: number): SvgCanvas;
  polygon(...points: number[][]): SvgCanvas;
  circle(x: number, y: number, r: number): SvgCanvas;
  ellipse(x: number, y: number, rx: number, ry: number): SvgCanvas;
  moveTo(x: number, y: number): SvgCanvas;
  lineTo(x: number, y: number): SvgCanvas;
  clip(): SvgCanvas;
  fill(color: unknown): SvgCanvas;
  stroke(color?: unknown): SvgCanvas;
  lineWidth(w: number): SvgCanvas;
  fillOpacity(o: number): SvgCanvas;
  strokeOpacity(o: number): SvgCanvas;
  fillColor(color: unknown, opacity?: number): SvgCanvas;
  fontSize(size: number): SvgCanvas;
  text(text: string, x: number, y: number, options?: object): SvgCanvas;
  linearGradient(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
  ): {
    stop(offset: number, color: string, opacity?: number): unknown;
  };
}

type Attrs = Record<string, string>;

function attrsOf(text: string): Attrs {
  const attrs: Attrs = {};
  for (const m of text.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
  return attrs;
}

const num = (v: string | undefined, fallback = 0) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/** '#rgb', '#rrggbb' or '#rrggbbaa' to a colour and an opacity; undefined for none. */
export function parseColour(value: string | undefined): { hex: string; alpha: number } | undefined {
  if (!value || value === 'none') return undefined;
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(v))
    return { hex: `#${[...v.slice(1)].map((c) => c + c).join('')}`, alpha: 1 };
  if (/^#[0-9a-f]{6}$/.test(v)) return { hex: v, alpha: 1 };
  if (/^#[0-9a-f]{8}$/.test(v)) {
    return { hex: v.slice(0, 7), alpha: Number.parseInt(v.slice(7), 16) / 255 };
  }
  const named: Record<string, string> = { white: '#ffffff', black: '#000000' };
  return named[v] ? { hex: named[v], alpha: 1 } : undefined;
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Draws `svg` scaled to fit (cover) the box at x, y of width w and height h, clipped to it.
 * Answers false when the text is not an SVG with a view box or size.
 */
export function drawSvg(
  doc: SvgCanvas,
  svg: string,
  box: { x: number; y: number; w: number; h: number },
): boolean {
  const root = /<svg\b([^>]*)>/.exec(svg);
  if (!root) return false;
  const rootAttrs = attrsOf(root[1]!);
  const viewBox = (rootAttrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  const vw = viewBox.length === 4 ? viewBox[2]! : num(rootAttrs.width);
  const vh = viewBox.length === 4 ? viewBox[3]! : num(rootAttrs.height);
  if (!(vw > 0 && vh > 0)) return false;

  const gradients = new Map<string, { offset: number; colour: string }[]>();
  for (const g of svg.matchAll(/<linearGradient\b([^>]*)>([\s\S]*?)<\/linearGradient>/g)) {
    const id = attrsOf(g[1]!).id;
    if (!id) continue;
    const stops = [...g[2]!.matchAll(/<stop\b([^>]*)\/?>/g)].map((s) => {
      const a = attrsOf(s[1]!);
      return { offset: num(a.offset), colour: a['stop-color'] ?? '#cccccc' };
    });
    gradients.set(id, stops);
  }

  const scale = Math.max(box.w / vw, box.h / vh);
  doc.save();
  doc.rect(box.x, box.y, box.w, box.h).clip();
  doc.translate(box.x + (box.w - vw * scale) / 2, box.y + (box.h - vh * scale) / 2);
  doc.scale(scale);

  const paint = (a: Attrs, shape: () => void, bounds: { y: number; h: number }) => {
    const opacity = num(a.opacity, 1);
    const gradient = /^url\(#([^)]+)\)$/.exec(a.fill ?? '');
    const stroke = parseColour(a.stroke);
    if (gradient && gradients.has(gradient[1]!)) {
      const grad = doc.linearGradient(0, bounds.y, 0, bounds.y + bounds.h);
      for (const s of gradients.get(gradient[1]!)!) {
        const c = parseColour(s.colour);
        if (c) grad.stop(s.offset, c.hex, c.alpha * opacity);
      }
      shape();
      doc.fill(grad);
    } else {
      const fill = a.fill === undefined ? { hex: '#000000', alpha: 1 } : parseColour(a.fill);
      if (fill) {
        shape();
        doc.fillOpacity(fill.alpha * opacity * num(a['fill-opacity'], 1)).fill(fill.hex);
      }
    }
    if (stroke) {
      shape();
      doc
        .lineWidth(num(a['stroke-width'], 1))
        .strokeOpacity(stroke.alpha * opacity)
        .stroke(stroke.hex);
    }
    doc.fillOpacity(1).strokeOpacity(1);
  };

  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, '');
  for (const m of body.matchAll(
    /<(rect|polygon|circle|ellipse|line|text)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/g,
  )) {
    const [, tag, rawAttrs, content] = m;
    const a = attrsOf(rawAttrs!);
    switch (tag) {
      case 'rect': {
        const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
        paint(a, () => doc.rect(x, y, w, h), { y, h });
        break;
      }
      case 'polygon': {
        const values = (a.points ?? '')
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        const points: number[][] = [];
        for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i]!, values[i + 1]!]);
        if (points.length < 3) break;
        const ys = points.map((p) => p[1]!);
        const top = Math.min(...ys);
        paint(a, () => doc.polygon(...points), { y: top, h: Math.max(...ys) - top });
        break;
      }
      case 'circle': {
        const [cx, cy, r] = [num(a.cx), num(a.cy), num(a.r)];
        paint(a, () => doc.circle(cx, cy, r), { y: cy - r, h: 2 * r });
        break;
      }
      case 'ellipse': {
        const [cx, cy, rx, ry] = [num(a.cx), num(a.cy), num(a.rx), num(a.ry)];
        paint(a, () => doc.ellipse(cx, cy, rx, ry), { y: cy - ry, h: 2 * ry });
        break;
      }
      case 'line': {
        const stroke = parseColour(a.stroke);
        if (!stroke) break;
        doc
          .moveTo(num(a.x1), num(a.y1))
          .lineTo(num(a.x2), num(a.y2))
          .lineWidth(num(a['stroke-width'], 1))
          .stroke(stroke.hex);
        break;
      }
      case 'text': {
        const fill = parseColour(a.fill) ?? { hex: '#000000', alpha: 1 };
        const size = num(a['font-size'], 12);
        doc
          .fillColor(fill.hex, fill.alpha)
          .fontSize(size)
          .text(
            unescape((content ?? '').replace(/<[^>]*>/g, '')),
            num(a.x),
            num(a.y) - size * 0.8,
            {
              lineBreak: false,
            },
          );
        doc.fillColor('#000000', 1);
        break;
      }
    }
  }
  doc.restore();
  return true;
}
