import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  measureHomeIdentity,
  type HomeIdentityMeasure,
  type LabelledHomePair,
} from '@yardstick/core/listings/home-match';
import { defineCommand } from '../cli/command.ts';

/** The labelled pairs of tricky addresses, beside core's rule. */
export const HOME_PAIRS_FILE = fileURLToPath(
  new URL('./fixtures/home-pairs.json', import.meta.resolve('@yardstick/core/listings/home-match')),
);

export function formatHomeIdentityMeasure(
  m: HomeIdentityMeasure,
  pairs: LabelledHomePair[],
): string {
  const pct = (x: number) => x.toFixed(3);
  const lines = [
    `home identity over ${m.pairs} labelled pairs (${m.truePositives + m.falseNegatives} same, ${m.falsePositives + m.trueNegatives} different)`,
    `  precision ${pct(m.precision)}  (${m.truePositives} linked rightly, ${m.falsePositives} wrongly)`,
    `  recall    ${pct(m.recall)}  (${m.falseNegatives} same homes left unlinked)`,
  ];
  for (const e of m.errors) {
    const p = pairs[e.index]!;
    const show = (r: LabelledHomePair['a']) =>
      [r.address ?? [r.saon, r.paon, r.street].filter(Boolean).join(' '), r.postcode]
        .filter(Boolean)
        .join(', ');
    lines.push(
      `  ${e.same ? 'missed' : 'wrong '} #${e.index} (${e.rule}): "${show(p.a)}" ~ "${show(p.b)}"${e.note ? ` (${e.note})` : ''}`,
    );
  }
  return lines.join('\n');
}

/** `npm run data -- measure-home-identity [--json]`: precision and recall of the home rule. */
export const command = defineCommand({
  name: 'measure-home-identity',
  synopsis: 'measure-home-identity [--json]',
  summary: 'precision and recall of the home identity rule over the labelled address pairs',
  usage: `Usage: npm run data -- measure-home-identity [--json]

  Runs core's matchHome over packages/core/src/listings/fixtures/home-pairs.json and prints
  its precision and recall, and the pairs it gets wrong.
  --json   print the measure as one JSON object
`,
  options: { json: { type: 'boolean', default: false } },
  async run({ stdout }, values) {
    const pairs = JSON.parse(await readFile(HOME_PAIRS_FILE, 'utf8')) as LabelledHomePair[];
    const m = measureHomeIdentity(pairs);
    stdout.write(
      values.json ? `${JSON.stringify(m)}\n` : `${formatHomeIdentityMeasure(m, pairs)}\n`,
    );
    return 0;
  },
});
