import type { PropertyType } from '../property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import { rect, svgDocument, text } from './svg.ts';

/** An agent-style floor plan: each floor a grid of labelled rooms with their sizes. */

interface Floor {
  name: string;
  rooms: string[];
}

function floorsOf(type: PropertyType, bedrooms: number): Floor[] {
  const bedroomNames = Array.from({ length: bedrooms }, (_v, i) =>
    i === 0 ? 'Bedroom 1' : `Bedroom ${i + 1}`,
  );
  if (type === 'F') {
    return [
      {
        name: 'Floor plan',
        rooms: [
          bedrooms === 0 ? 'Studio room' : 'Living / Kitchen',
          ...bedroomNames,
          'Bathroom',
          'Hall',
        ],
      },
    ];
  }
  if (type === 'O') {
    return [
      { name: 'Ground floor', rooms: ['Retail area', 'Store', 'WC'] },
      {
        name: 'First floor',
        rooms:
          bedrooms > 0
            ? ['Living room', 'Kitchen', ...bedroomNames, 'Bathroom']
            : ['Office', 'Store', 'Kitchenette'],
      },
    ];
  }
  const ground =
    type === 'D'
      ? ['Lounge', 'Dining room', 'Kitchen', 'Hall', 'WC']
      : ['Lounge', 'Kitchen / Diner', 'Hall'];
  const first = [...bedroomNames.slice(0, 4), 'Bathroom', 'Landing'];
  const floors: Floor[] = [
    { name: 'Ground floor', rooms: ground },
    { name: 'First floor', rooms: first },
  ];
  if (bedrooms > 4)
    floors.push({ name: 'Second floor', rooms: [...bedroomNames.slice(4), 'Shower room'] });
  return floors;
}

export function floorPlanSvg(
  type: PropertyType,
  bedrooms: number,
  variant: number,
  seed: number | string,
): string {
  const random = new Random(seed, 'media-floorplan', type, bedrooms, variant);
  const floors = floorsOf(type, bedrooms);
  const W = 320 * floors.length + 40;
  const H = 420;
  const metresWide = { T: 5.2, S: 7.5, D: 10.5, F: 9, O: 7 }[type] * random.range(0.9, 1.15);
  let body = rect(0, 0, W, H, '#ffffff');
  floors.forEach((floor, f) => {
    const x0 = 20 + f * 320;
    const y0 = 50;
    const fw = 290;
    const fh = 300;
    body += text(x0, 36, floor.name, 16, '#222', 'font-weight="bold"');
    const rows = floor.rooms.length > 3 ? 2 : 1;
    const perRow = [Math.ceil(floor.rooms.length / rows), Math.floor(floor.rooms.length / rows)];
    let index = 0;
    let y = y0;
    for (let row = 0; row < rows; row++) {
      const rh = rows === 1 ? fh : row === 0 ? fh * random.range(0.5, 0.62) : fh - (y - y0);
      const count = perRow[row] ?? 0;
      const weights = Array.from({ length: count }, () => random.range(0.7, 1.4));
      const total = weights.reduce((s, w) => s + w, 0);
      let x = x0;
      for (let c = 0; c < count; c++) {
        const rw = (fw * (weights[c] as number)) / total;
        const name = floor.rooms[index++] as string;
        const wM = (rw / fw) * metresWide;
        const dM = (rh / fw) * metresWide;
        body += rect(
          x,
          y,
          rw,
          rh,
          name === 'Hall' || name === 'Landing' ? '#f4f1ea' : '#fbfaf7',
          'stroke="#333" stroke-width="3"',
        );
        body += text(
          x + rw / 2,
          y + rh / 2 - 4,
          name,
          rw < 70 ? 10 : 12,
          '#222',
          'text-anchor="middle"',
        );
        if (!['Hall', 'Landing', 'WC', 'Store'].includes(name)) {
          body += text(
            x + rw / 2,
            y + rh / 2 + 12,
            `${wM.toFixed(2)}m x ${dM.toFixed(2)}m`,
            10,
            '#555',
            'text-anchor="middle"',
          );
        }
        x += rw;
      }
      y += rh;
    }
  });
  body += text(
    20,
    H - 30,
    'Demo floor plan (generated). Not to scale; for illustration only.',
    12,
    '#777',
  );
  return svgDocument(W, H, body, `Demo floor plan, ${type} with ${bedrooms} bedrooms`);
}
