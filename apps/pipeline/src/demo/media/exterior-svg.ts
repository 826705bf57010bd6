import type { PropertyType } from '../property-model.ts';
import { Random } from '@yardstick/core/random/seeded-random';
import { polygon, rect, shade, svgDocument, text } from './svg.ts';

/** A stylised street view of a house, a pair of semis, a terrace, a block of flats or a shop. */

const WALLS = [
  '#a0522d',
  '#b5651d',
  '#c8a27a',
  '#e8dcc4',
  '#f2efe6',
  '#8b4a3c',
  '#d9c3a5',
  '#9c6b4f',
];
const ROOFS = ['#4a4a4a', '#5b3a29', '#6e6e6e', '#3b3b48', '#7a4a3a'];
const DOORS = ['#1f3b73', '#7a1f1f', '#1e5631', '#222222', '#f0f0f0', '#5d2e8c', '#c9a227'];

function windowAt(x: number, y: number, w: number, h: number, frame: string): string {
  return (
    rect(x, y, w, h, frame) +
    rect(x + 3, y + 3, w - 6, h - 6, '#bcd7ea') +
    rect(x + w / 2 - 1.5, y + 3, 3, h - 6, frame)
  );
}

function house(
  x: number,
  width: number,
  ground: number,
  wall: string,
  roof: string,
  door: string,
  random: Random,
  doorLeft: boolean,
): string {
  const height = 190;
  const top = ground - height;
  let out = rect(x, top, width, height, wall);
  out += polygon(
    [
      [x - 8, top],
      [x + width / 2, top - random.range(60, 85)],
      [x + width + 8, top],
    ],
    roof,
  );
  const frame = '#fafafa';
  const doorX = doorLeft ? x + 18 : x + width - 58;
  out += rect(doorX, ground - 80, 40, 80, door) + rect(doorX + 30, ground - 42, 4, 4, '#d4af37');
  const winX = doorLeft ? x + width - 18 - 70 : x + 18;
  out += windowAt(winX, ground - 85, 70, 55, frame);
  out +=
    windowAt(x + 18, top + 30, 60, 50, frame) + windowAt(x + width - 78, top + 30, 60, 50, frame);
  return out;
}

export function exteriorSvg(type: PropertyType, variant: number, seed: number | string): string {
  const random = new Random(seed, 'media-exterior', type, variant);
  const W = 640;
  const H = 480;
  const ground = 400;
  const wall = random.pick(WALLS);
  const roof = random.pick(ROOFS);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${random.pick(['#8ec5ff', '#a9d2f5', '#c7dff2', '#f6c58d'])}"/><stop offset="1" stop-color="#eef6fb"/></linearGradient></defs>`;
  body += rect(0, 0, W, H, 'url(#sky)');
  body += `<circle cx="${random.int(60, 580)}" cy="${random.int(40, 90)}" r="26" fill="#fff6c9" opacity="0.8"/>`;
  body += rect(0, ground, W, H - ground, '#7aa35a') + rect(0, ground + 30, W, 50, '#9b9b9b');
  switch (type) {
    case 'T': {
      const width = 150;
      for (let i = 0; i < 4; i++) {
        const w = shade(wall, (i % 2 ? -0.06 : 0.04) * (i === 1 ? 0 : 1));
        body += house(
          20 + i * width,
          width,
          ground,
          w,
          roof,
          i === 1 ? random.pick(DOORS) : random.pick(DOORS),
          random,
          true,
        );
      }
      body += rect(20 + width, ground - 300, 3, 300, '#00000022');
      break;
    }
    case 'S': {
      body += house(120, 200, ground, wall, roof, random.pick(DOORS), random, true);
      body += house(320, 200, ground, shade(wall, -0.05), roof, random.pick(DOORS), random, false);
      break;
    }
    case 'D': {
      body += house(150, 300, ground, wall, roof, random.pick(DOORS), random, random.chance(0.5));
      body +=
        rect(460, ground - 110, 130, 110, shade(wall, -0.1)) +
        rect(475, ground - 85, 100, 85, '#d8d8d8');
      body +=
        `<circle cx="90" cy="${ground - 90}" r="55" fill="#3f7d3a"/>` +
        rect(85, ground - 40, 10, 40, '#5b3a29');
      break;
    }
    case 'F': {
      const floors = random.int(3, 6);
      const top = ground - floors * 62 - 20;
      body += rect(110, top, 420, ground - top, wall) + rect(100, top - 12, 440, 14, roof);
      for (let f = 0; f < floors; f++) {
        for (let c = 0; c < 5; c++)
          body += windowAt(130 + c * 80, top + 20 + f * 62, 55, 42, '#f5f5f5');
      }
      body += rect(290, ground - 70, 60, 70, random.pick(DOORS));
      break;
    }
    case 'O': {
      body +=
        rect(140, ground - 300, 360, 300, wall) +
        polygon(
          [
            [130, ground - 300],
            [320, ground - 360],
            [510, ground - 300],
          ],
          roof,
        );
      const awning = random.pick(['#b22222', '#1f5f8b', '#2e7d32', '#6a1b9a']);
      body +=
        rect(150, ground - 150, 340, 150, '#dfe9ef') + rect(140, ground - 175, 360, 28, awning);
      body +=
        rect(150, ground - 140, 340, 20, '#33333322') + rect(300, ground - 120, 45, 120, '#444');
      body +=
        windowAt(180, ground - 270, 70, 55, '#fafafa') +
        windowAt(390, ground - 270, 70, 55, '#fafafa');
      break;
    }
  }
  body += text(12, 470, 'Demo image (generated)', 13, '#ffffffcc');
  return svgDocument(W, H, body, `Demo exterior, ${type} variant ${variant}`);
}
