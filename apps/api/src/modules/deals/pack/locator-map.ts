import { northEastMetres } from '@yardstick/core/geo/haversine';

/**
 * The pack's locator map, drawn without any tile (the pack is made offline): the property
 * and the nearby sales placed by their coordinates on a frame with a grid, a scale bar and
 * a north arrow. Positions are projected around the property (equirectangular: metres east
 * and north; the error is far below a pixel at these distances).
 */
export interface MapPoint {
  latitude: number;
  longitude: number;
  label: string;
}

/** Metres east (x) and north (y) of the origin: core's geo, on the sphere every distance uses. */
export function toMetres(origin: { latitude: number; longitude: number }, p: MapPoint) {
  const { north, east } = northEastMetres(
    { lat: origin.latitude, lng: origin.longitude },
    { lat: p.latitude, lng: p.longitude },
  );
  return { x: east, y: north };
}

/** A round length for the scale bar: 1, 2 or 5 times a power of ten, at most `max` metres. */
export function scaleBarMetres(max: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(max, 1)));
  for (const step of [5, 2, 1]) if (step * power <= max) return step * power;
  return power;
}

export interface MapCanvas {
  save(): MapCanvas;
  restore(): MapCanvas;
  rect(x: number, y: number, w: number, h: number): MapCanvas;
  circle(x: number, y: number, r: number): MapCanvas;
  polygon(...points: number[][]): MapCanvas;
  moveTo(x: number, y: number): MapCanvas;
  lineTo(x: number, y: number): MapCanvas;
  fill(color?: string): MapCanvas;
  stroke(color?: string): MapCanvas;
  fillAndStroke(fill: string, stroke: string): MapCanvas;
  lineWidth(w: number): MapCanvas;
  fillColor(color: string): MapCanvas;
  strokeColor(color: string): MapCanvas;
  font(name: string): MapCanvas;
  fontSize(size: number): MapCanvas;
  text(text: string, x?: number, y?: number, options?: object): MapCanvas;
  clip(): MapCanvas;
}

/** Draws the map in the box; answers the numbered points it placed. */
export function drawLocatorMap(
  doc: MapCanvas,
  box: { x: number; y: number; w: number; h: number },
  centre: { latitude: number; longitude: number },
  points: MapPoint[],
): void {
  const placed = points.map((p) => ({ ...p, ...toMetres(centre, p) }));
  const extent = Math.max(250, ...placed.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y)))) * 1.15;
  const pad = 14;
  const scale = Math.min(box.w - 2 * pad, box.h - 2 * pad) / (2 * extent);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const at = (p: { x: number; y: number }) => [cx + p.x * scale, cy - p.y * scale] as const;

  doc.save();
  doc.rect(box.x, box.y, box.w, box.h).fillAndStroke('#f4f1ea', '#8a8a8a');
  doc.rect(box.x, box.y, box.w, box.h).clip();
  // Grid every scale-bar length.
  const step = scaleBarMetres(extent / 2);
  doc.lineWidth(0.4).strokeColor('#d6d0c4');
  for (let m = -Math.ceil(extent / step) * step; m <= extent * 2; m += step) {
    const [gx] = at({ x: m, y: 0 });
    const [, gy] = at({ x: 0, y: m });
    doc
      .moveTo(gx, box.y)
      .lineTo(gx, box.y + box.h)
      .stroke();
    doc
      .moveTo(box.x, gy)
      .lineTo(box.x + box.w, gy)
      .stroke();
  }
  // The sales, numbered as in the comparables table.
  doc.font('Helvetica-Bold').fontSize(7);
  placed.forEach((p) => {
    const [px, py] = at(p);
    doc.circle(px, py, 6).fillAndStroke('#1c7ed6', '#ffffff');
    doc.fillColor('#ffffff').text(p.label, px - 6, py - 3, { width: 12, align: 'center' });
  });
  // The property.
  const [hx, hy] = at({ x: 0, y: 0 });
  doc
    .polygon([hx, hy - 11], [hx + 8, hy + 6], [hx - 8, hy + 6])
    .fillAndStroke('#e03131', '#ffffff');
  doc.restore();

  // Scale bar (bottom left) and north arrow (top right).
  const barMetres = scaleBarMetres(extent / 2);
  const barW = barMetres * scale;
  const bx = box.x + 10;
  const by = box.y + box.h - 14;
  doc.save();
  doc.rect(bx - 4, by - 12, barW + 40, 20).fill('#ffffff');
  doc
    .lineWidth(2)
    .strokeColor('#222222')
    .moveTo(bx, by)
    .lineTo(bx + barW, by)
    .stroke();
  doc
    .lineWidth(1)
    .moveTo(bx, by - 4)
    .lineTo(bx, by + 4)
    .stroke();
  doc
    .moveTo(bx + barW, by - 4)
    .lineTo(bx + barW, by + 4)
    .stroke();
  doc
    .fillColor('#222222')
    .font('Helvetica')
    .fontSize(7)
    .text(barMetres >= 1000 ? `${barMetres / 1000} km` : `${barMetres} m`, bx + barW + 4, by - 4, {
      lineBreak: false,
    });
  const nx = box.x + box.w - 16;
  const ny = box.y + 10;
  doc.polygon([nx, ny], [nx + 5, ny + 14], [nx - 5, ny + 14]).fill('#222222');
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('N', nx - 3, ny + 15, { lineBreak: false });
  doc.restore();
}
