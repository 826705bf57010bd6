import { addressWithPostcode } from '@yardstick/core/property/address';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { dealEventWhat, dealFigureRows } from '@yardstick/core/deals/deal-view';
import { DEAL_KIND_LABELS, type DealFigures, type SharedDeal } from '@yardstick/core/deals/deals';
import { formatDate, formatGBP } from '@yardstick/core/format';
import { propertyTypeLabel } from '@yardstick/core/search/constants';
import { drawLocatorMap, type MapCanvas } from './locator-map.ts';
import { drawSvg, type SvgCanvas } from './svg-drawing.ts';

/**
 * The deal pack as a PDF (GET /api/deals/{id}/pack.pdf; docs/http-api.md#deal-pack): the
 * photos, the figures then and now, the locator map, the comparables, the area, the ROI with
 * its assumptions, the listing's events, the methodology notes and the data attributions.
 * Pictures are read from DATA_DIR/media (JPEG and PNG embedded, SVG drawn); anything else,
 * or a picture outside the media folder, is left out.
 */

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 44;
const WIDTH = A4.w - 2 * MARGIN;
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const ACCENT = '#1864ab';

/**
 * The figures' rows: label, then, now: the drawer's and the shared page's rows (core's
 * formatters and status labels), "not listed now" when today's are not known.
 */
export function figureRows(then: DealFigures, now: DealFigures | null): [string, string, string][] {
  return dealFigureRows(then, now).map((r) => [r.label, r.then, now ? r.now : 'not listed now']);
}

/** A picture's file under the media folder, or undefined (an outside or foreign path). */
export function mediaFile(mediaRoot: string, url: string): string | undefined {
  if (!url.startsWith('/media/')) return undefined;
  const file = path.resolve(mediaRoot, decodeURIComponent(url.slice('/media/'.length)));
  return file.startsWith(path.resolve(mediaRoot) + path.sep) ? file : undefined;
}

async function drawPicture(
  doc: PDFKit.PDFDocument,
  mediaRoot: string,
  url: string,
  box: { x: number; y: number; w: number; h: number },
): Promise<boolean> {
  const file = mediaFile(mediaRoot, url);
  if (!file) return false;
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return false;
  }
  if (/\.svg$/i.test(file)) return drawSvg(doc as unknown as SvgCanvas, data.toString('utf8'), box);
  if (!/\.(png|jpe?g)$/i.test(file)) return false;
  try {
    doc.save().rect(box.x, box.y, box.w, box.h).clip();
    doc.image(data, box.x, box.y, { cover: [box.w, box.h], align: 'center', valign: 'center' });
    doc.restore();
    return true;
  } catch {
    doc.restore();
    return false;
  }
}

/** A section's heading, on a new page when less than `need` points are left below it. */
function heading(doc: PDFKit.PDFDocument, text: string, need = 100) {
  if (doc.y + need > A4.h - MARGIN - 20) doc.addPage();
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
}

/**
 * A table of rows; the first row is the header unless `header` is false. Widths in fractions
 * of the page width.
 */
function table(doc: PDFKit.PDFDocument, rows: string[][], widths: number[], header = true) {
  rows.forEach((row, index) => {
    const i = header ? index : index + 1;
    const heights = row.map((cell, c) =>
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .heightOfString(cell, {
          width: widths[c]! * WIDTH - 6,
        }),
    );
    const h = Math.max(...heights) + 6;
    if (doc.y + h > A4.h - MARGIN - 20) doc.addPage();
    const y = doc.y;
    if (i === 0) doc.rect(MARGIN, y, WIDTH, h).fill('#e7f0fa');
    else if (i % 2 === 0) doc.rect(MARGIN, y, WIDTH, h).fill('#f8f9fa');
    let x = MARGIN;
    row.forEach((cell, c) => {
      doc
        .fillColor(c === 0 && i > 0 ? MUTED : INK)
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .text(cell, x + 3, y + 3, { width: widths[c]! * WIDTH - 6 });
      x += widths[c]! * WIDTH;
    });
    doc.y = y + h;
  });
  doc.x = MARGIN;
}

const BOTTOM = A4.h - MARGIN - 20;

/**
 * The methodology notes and the data attributions, the pack's closing sections, kept together:
 * never a page holding only attributions (or one stray attribution line). The attributions run
 * in one column when everything fits below what comes before, else in two balanced columns;
 * when even that does not fit, both sections start a new page.
 */
function closingSections(
  doc: PDFKit.PDFDocument,
  methodology: string[],
  attributions: SharedDeal['pack']['attributions'],
) {
  const GAP = 4;
  const COLUMN_GAP = 14;
  // A heading: its spacing above, its 13 pt line and the gap below it.
  const HEADING = 34;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const notes = methodology.map((note) => `• ${note}`);
  const notesHeight =
    HEADING +
    sum(
      notes.map(
        (note) => doc.font('Helvetica').fontSize(8.5).heightOfString(note, { width: WIDTH }) + 2,
      ),
    );
  const heights = (width: number) =>
    attributions.map(
      (a) =>
        doc.font('Helvetica-Bold').fontSize(8).heightOfString(a.dataset, { width }) +
        doc.font('Helvetica').fontSize(7.5).heightOfString(a.attribution, { width }) +
        GAP,
    );
  const half = (WIDTH - COLUMN_GAP) / 2;
  const oneHeight = sum(heights(WIDTH));
  const two = heights(half);
  // The split that balances the two columns.
  let split = 0;
  let twoHeight = Infinity;
  for (let k = 0; k <= two.length; k++) {
    const h = Math.max(sum(two.slice(0, k)), sum(two.slice(k)));
    if (h < twoHeight) [split, twoHeight] = [k, h];
  }
  const fits = (from: number, attributionsHeight: number) =>
    from + notesHeight + HEADING + attributionsHeight <= BOTTOM;
  if (!fits(doc.y, twoHeight)) doc.addPage();
  const columns = fits(doc.y, oneHeight)
    ? [attributions]
    : [attributions.slice(0, split), attributions.slice(split)];

  heading(doc, 'How the figures are made', 0);
  for (const note of notes) {
    doc.font('Helvetica').fontSize(8.5).fillColor(INK).text(note, MARGIN, doc.y, { width: WIDTH });
    doc.y += 2;
  }
  heading(doc, 'Data sources and attributions', 0);
  const width = columns.length === 1 ? WIDTH : half;
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, c) => {
    const x = MARGIN + c * (half + COLUMN_GAP);
    let y = top;
    for (const a of column) {
      doc.font('Helvetica-Bold').fontSize(8).fillColor(INK).text(a.dataset, x, y, { width });
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(a.attribution, x, doc.y, { width });
      y = doc.y + GAP;
    }
    bottom = Math.max(bottom, y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

export interface PackInput {
  view: SharedDeal;
  mediaRoot: string;
  generatedAt: Date;
  /** Where the deal and its listing are in the app (core/app-links), as clickable lines. */
  links?: { label: string; url: string }[];
}

export async function dealPackPdf({
  view,
  mediaRoot,
  generatedAt,
  links = [],
}: PackInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Deal pack: ${view.title}`, Author: 'Yardstick', Subject: 'Deal pack' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const p = view.property;
  const address = addressWithPostcode(p.address, p.postcode, view.title);

  // ---- page 1: the property, its photos and figures ----
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('YARDSTICK DEAL PACK', MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(view.title, { width: WIDTH });
  if (view.title !== address) doc.font('Helvetica').fontSize(11).text(address, { width: WIDTH });
  const facts = [
    DEAL_KIND_LABELS[view.kind],
    p.propertyType ? propertyTypeLabel(p.propertyType) : null,
    p.bedrooms !== null ? `${p.bedrooms} bedrooms` : null,
    p.floorArea !== null ? `${p.floorArea} m²` : null,
    p.tenure,
  ].filter(Boolean);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${facts.join(' · ')}   ·   Prepared ${formatDate(generatedAt)}`);
  for (const { label, url } of links) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.fillColor(INK).text(url, { link: url, underline: true });
  }
  doc.moveDown(0.6);

  const pictures = [...new Set([p.mainImage, ...p.images].filter((s): s is string => !!s))];
  const top = doc.y;
  const mainBox = { x: MARGIN, y: top, w: WIDTH * 0.62, h: 210 };
  const drawnMain = pictures[0] ? await drawPicture(doc, mediaRoot, pictures[0], mainBox) : false;
  const thumbs: string[] = pictures.slice(1, 3);
  let ty = top;
  for (const t of thumbs) {
    const box = { x: MARGIN + WIDTH * 0.64, y: ty, w: WIDTH * 0.36, h: 102 };
    if (await drawPicture(doc, mediaRoot, t, box)) ty += 108;
  }
  if (!drawnMain) {
    doc.rect(mainBox.x, mainBox.y, mainBox.w, mainBox.h).fill('#e9ecef');
    doc
      .fillColor(MUTED)
      .fontSize(10)
      .text('No photo held', mainBox.x, mainBox.y + mainBox.h / 2 - 5, {
        width: mainBox.w,
        align: 'center',
      });
  }
  doc.y = top + mainBox.h + 8;
  doc.x = MARGIN;

  heading(doc, 'Figures: when added and today');
  const thenDate = formatDate(view.then.asOf);
  const nowDate = view.now ? formatDate(view.now.asOf) : '';
  table(
    doc,
    [
      ['', `When added (${thenDate})`, view.now ? `Today (${nowDate})` : 'Today'],
      ...figureRows(view.then, view.now),
    ],
    [0.3, 0.35, 0.35],
  );

  // ---- the map and the comparables ----
  const comparables = view.pack.comparables;
  const nearby = comparables.filter(
    (c) => c.source === 'nearby' && c.latitude !== null && c.longitude !== null,
  );
  if (p.latitude !== null && p.longitude !== null) {
    heading(doc, 'Location and nearby sales', 290);
    const box = { x: MARGIN, y: doc.y, w: WIDTH, h: 240 };
    drawLocatorMap(
      doc as unknown as MapCanvas,
      box,
      { latitude: p.latitude, longitude: p.longitude },
      nearby.map((c, i) => ({
        latitude: c.latitude!,
        longitude: c.longitude!,
        label: String(i + 1),
      })),
    );
    doc.y = box.y + box.h + 4;
    doc.x = MARGIN;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        'Red: the property. Blue, numbered: recent sales within 1 km (placed at their postcode). Drawn from coordinates, north up.',
        { width: WIDTH },
      );
  }
  const estimateComps = comparables.filter((c) => c.source === 'estimate');
  if (estimateComps.length > 0) {
    heading(doc, 'Sales behind the estimate');
    table(
      doc,
      [
        ['Address', 'Sold', 'Price', 'Adjusted to today'],
        ...estimateComps.map((c) => [
          c.address,
          c.date ? formatDate(c.date) : '',
          formatGBP(c.price),
          formatGBP(c.adjusted),
        ]),
      ],
      [0.5, 0.15, 0.17, 0.18],
    );
  }
  if (nearby.length > 0) {
    heading(doc, 'Recent sales nearby');
    table(
      doc,
      [
        ['#', 'Address', 'Sold', 'Price', 'Distance'],
        ...nearby.map((c, i) => [
          String(i + 1),
          c.address,
          c.date ? formatDate(c.date) : '',
          formatGBP(c.price),
          c.distanceM === null ? '' : `${c.distanceM} m`,
        ]),
      ],
      [0.06, 0.5, 0.14, 0.15, 0.15],
    );
  }

  if (view.pack.area.length > 0) {
    heading(doc, 'The area');
    table(
      doc,
      view.pack.area.map((a) => [a.label, a.value]),
      [0.4, 0.6],
    );
  }

  heading(doc, 'Return on investment and its assumptions');
  if (view.pack.roiAssumptions.length > 0) {
    table(
      doc,
      view.pack.roiAssumptions.map((a) => [a.label, a.value]),
      [0.5, 0.5],
      false,
    );
  } else {
    doc.text('No rent is known for this property, so no return is worked out here.', {
      width: WIDTH,
    });
  }

  if (view.events.length > 0) {
    heading(doc, 'Listing history');
    table(
      doc,
      [['Date', 'Event'], ...view.events.map((e) => [formatDate(e.date), dealEventWhat(e, 'to')])],
      [0.2, 0.8],
    );
  }

  closingSections(doc, view.pack.methodology, view.pack.attributions);

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this, pdfkit would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `Yardstick deal pack · ${address} · page ${i + 1} of ${range.count} · Figures are estimates, not financial advice.`,
        MARGIN,
        A4.h - MARGIN + 14,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
