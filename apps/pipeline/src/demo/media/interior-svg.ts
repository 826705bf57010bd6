import { Random } from '@yardstick/core/random/seeded-random';
import type { InteriorRoom } from './media-catalogue.ts';
import { polygon, rect, shade, svgDocument, text } from './svg.ts';

/** A simple one-point-perspective room (or a garden) with the furniture that names it. */

const PAINT = ['#f3efe6', '#e6eef2', '#efe6e6', '#e9efe4', '#f5f1d9', '#dfe3ea', '#f0e4d7'];
const FLOORS = ['#b08d62', '#8a6a4a', '#c9b79c', '#9e9e9e', '#d8cfc4'];
const ACCENT = ['#3d5a80', '#ee6c4d', '#2a9d8f', '#e9c46a', '#6d597a', '#264653'];

export function interiorSvg(room: InteriorRoom, variant: number, seed: number | string): string {
  const random = new Random(seed, 'media-interior', room, variant);
  const W = 640;
  const H = 480;
  const accent = random.pick(ACCENT);
  let body = '';
  if (room === 'garden') {
    body += rect(0, 0, W, H, '#bfe0f5') + rect(0, 260, W, 220, '#6fa84f');
    for (let x = 0; x < W; x += 40) body += rect(x, 200, 34, 70, '#8b5e3c');
    body +=
      `<circle cx="${random.int(420, 560)}" cy="170" r="70" fill="#3f7d3a"/>` +
      rect(random.int(470, 500), 220, 14, 60, '#5b3a29');
    body += polygon(
      [
        [60, 480],
        [220, 300],
        [300, 300],
        [260, 480],
      ],
      '#c2b280',
    );
    for (let i = 0; i < 6; i++)
      body += `<circle cx="${random.int(30, 610)}" cy="${random.int(290, 460)}" r="${random.int(6, 12)}" fill="${random.pick(['#e63946', '#f1fa8c', '#ffffff', '#ff79c6'])}"/>`;
  } else {
    const wall = random.pick(PAINT);
    body += rect(0, 0, W, H, shade(wall, -0.08));
    body += rect(140, 80, 360, 240, wall);
    body += polygon(
      [
        [0, H],
        [140, 320],
        [500, 320],
        [W, H],
      ],
      random.pick(FLOORS),
    );
    body += polygon(
      [
        [0, 0],
        [140, 80],
        [140, 320],
        [0, H],
      ],
      shade(wall, -0.12),
    );
    body += polygon(
      [
        [W, 0],
        [500, 80],
        [500, 320],
        [W, H],
      ],
      shade(wall, -0.05),
    );
    body +=
      rect(250, 110, 140, 100, '#ffffff') +
      rect(256, 116, 128, 88, '#a9d2f5') +
      rect(318, 116, 4, 88, '#ffffff');
    switch (room) {
      case 'living':
        body +=
          rect(190, 250, 260, 60, accent) +
          rect(190, 225, 260, 35, shade(accent, -0.2)) +
          rect(300, 350, 120, 30, '#6b4f3a');
        break;
      case 'kitchen':
        body += rect(140, 230, 360, 90, shade(accent, 0.3)) + rect(140, 222, 360, 10, '#d9d9d9');
        for (let x = 150; x < 490; x += 60) body += rect(x, 245, 50, 65, shade(accent, 0.1));
        body += rect(390, 170, 70, 52, '#cfcfcf');
        break;
      case 'bedroom':
        body +=
          rect(200, 240, 240, 90, '#ffffff') +
          rect(200, 200, 240, 45, shade(accent, -0.2)) +
          rect(200, 270, 240, 60, accent);
        body += rect(150, 270, 40, 50, '#8a6a4a') + rect(450, 270, 40, 50, '#8a6a4a');
        break;
      case 'bathroom':
        body +=
          rect(160, 250, 220, 70, '#ffffff') +
          rect(170, 258, 200, 40, '#dff3fb') +
          rect(410, 230, 60, 90, '#ffffff') +
          rect(415, 200, 50, 30, '#e0e0e0');
        for (let x = 140; x < 500; x += 30) body += rect(x, 80, 1, 240, '#00000010');
        break;
    }
  }
  body += text(12, 470, 'Demo image (generated)', 13, '#ffffffcc');
  return svgDocument(W, H, body, `Demo ${room} picture, variant ${variant}`);
}
