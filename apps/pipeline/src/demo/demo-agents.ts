import { CITY_NAMES, DRAMA_PHONE_PREFIX, type DemoCity } from './demo-areas.ts';
import type { DemoUnit } from './demo-geography.ts';
import { Random } from '@yardstick/core/random/seeded-random';

/**
 * Invented estate and letting agents, a dozen or so per city (more at larger scales), with
 * telephone numbers from Ofcom's drama ranges, example.com-style web addresses (reserved
 * .example domain) and generated brand images.
 */

export interface DemoAgent {
  id: number;
  sourceRef: string;
  city: DemoCity;
  name: string;
  phone: string;
  email: string;
  /** Always null: demo agents have no website (a made-up domain would be a dead link). */
  website: null;
  address: string;
  postcode: string;
  brandImage: string;
  /** Share of the city's listings it wins (relative). */
  weight: number;
  /** Brand colours for its generated logo. */
  colours: [string, string];
  lettingsOnly: boolean;
}

const SURNAMES = [
  'Harwood',
  'Pike',
  'Ashworth',
  'Bennett',
  'Carver',
  'Doyle',
  'Ellison',
  'Fletcher',
  'Garner',
  'Hughes',
  'Jarvis',
  'Kendrick',
  'Lawson',
  'Marsh',
  'Newbold',
  'Oakley',
  'Parry',
  'Quinlan',
  'Rhodes',
  'Sutton',
  'Thornton',
  'Underwood',
  'Vaughan',
  'Whitaker',
  'Yates',
  'Ainsley',
  'Brough',
  'Coulson',
  'Denholm',
  'Eastwood',
  'Fairclough',
  'Greaves',
  'Halliwell',
  'Ingham',
];
const PATTERNS = [
  (a: string, b: string) => `${a} & ${b}`,
  (a: string) => `${a} Estate Agents`,
  (a: string, b: string) => `${a} ${b} Residential`,
  (a: string) => `${a} & Co`,
  (a: string, _b: string, place: string) => `${place} Property Centre`,
  (a: string) => `${a} Homes`,
  (a: string, _b: string, place: string) => `${place} Lettings & Sales`,
  (a: string, b: string) => `${a} ${b} Property`,
];
const COLOURS: [string, string][] = [
  ['#1b4965', '#f4d35e'],
  ['#5f0f40', '#fb8b24'],
  ['#0b6e4f', '#ffffff'],
  ['#222222', '#e4572e'],
  ['#2e294e', '#1b998b'],
  ['#8a1c7c', '#f2f2f2'],
  ['#004e89', '#ff6b35'],
  ['#3c1642', '#affc41'],
  ['#0d3b66', '#faf0ca'],
  ['#540d6e', '#ee4266'],
  ['#1d3557', '#a8dadc'],
  ['#283618', '#dda15e'],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function demoAgents(
  seed: number | string,
  perCity: number,
  unitsByCity: Readonly<Record<DemoCity, readonly DemoUnit[]>>,
): DemoAgent[] {
  const agents: DemoAgent[] = [];
  const cities: DemoCity[] = ['reading', 'manchester', 'liverpool'];
  const usedNames = new Set<string>();
  for (const city of cities) {
    const units = unitsByCity[city];
    for (let n = 0; n < perCity; n++) {
      const random = new Random(seed, 'agent', city, n);
      const id = agents.length + 1;
      let name = '';
      for (let attempt = 0; attempt < 20 && (name === '' || usedNames.has(name)); attempt++) {
        const [a, b] = random.shuffled(SURNAMES) as [string, string];
        const locality = units.length > 0 ? random.pick(units).locality : null;
        name = random.pick(PATTERNS)(a, b, locality ?? CITY_NAMES[city]);
      }
      if (usedNames.has(name)) name = `${name} ${n + 1}`;
      usedNames.add(name);
      const office = units.length > 0 ? random.pick(units) : undefined;
      const domain = `${slug(name)}.example`;
      agents.push({
        id,
        sourceRef: `DEMO-AGENT-${String(id).padStart(4, '0')}`,
        city,
        name,
        phone: `${DRAMA_PHONE_PREFIX[city]}${String((n * 37 + 11) % 1000).padStart(3, '0')}`,
        email: `hello@${domain}`,
        website: null,
        address: office
          ? `${random.int(1, 220)} ${office.streets[0]}, ${office.town}`
          : CITY_NAMES[city],
        postcode: office?.postcode ?? '',
        brandImage: `/media/demo/agent-${id}.svg`,
        weight: random.range(0.4, 2.5),
        colours: random.pick(COLOURS),
        lettingsOnly: random.chance(0.15),
      });
    }
  }
  return agents;
}
