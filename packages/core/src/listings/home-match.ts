import { homeIdentity, type HomeAddress, type HomeIdentity } from './home-identity.ts';

/**
 * Whether two listings (or a listing and a sale) are the same home (docs/methodology.md "A
 * home across relisting"): the normalised addresses must agree (home-identity.ts), then the
 * property type and bedrooms confirm. Anything ambiguous is not a match: a wrong link merges
 * two homes' histories, a missed one only splits a history in two. Pure: no I/O.
 */

export interface HomeRecord extends HomeAddress {
  /** D S T F O (Price Paid's letters); null when unknown. */
  propertyType?: string | null;
  bedrooms?: number | null;
}

export type HomeMatchRule =
  | 'same-address'
  | 'same-house-name'
  | 'no-address'
  | 'postcode-differs'
  | 'postcode-missing'
  | 'unit-differs'
  | 'number-differs'
  | 'name-differs'
  | 'number-or-name'
  | 'plot'
  | 'street-differs'
  | 'type-differs'
  | 'bedrooms-differ';

export interface HomeMatch {
  match: boolean;
  rule: HomeMatchRule;
  /** 'high' every part agrees exactly; 'medium' a tolerance was used; 'none' no match. */
  confidence: 'high' | 'medium' | 'none';
  reason: string;
}

/** Bedrooms may differ by this much (a box room counted, a loft converted) and still match. */
export const BEDROOM_TOLERANCE = 1;

/** Type groups: houses' neighbouring types are tolerated (an agent's semi is another's end terrace). */
const NEIGHBOUR_TYPES: Readonly<Record<string, readonly string[]>> = {
  D: ['D', 'S'],
  S: ['S', 'D', 'T'],
  T: ['T', 'S'],
  F: ['F'],
};

/** Levenshtein distance, for short strings. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length]!;
}

function no(rule: HomeMatchRule, reason: string): HomeMatch {
  return { match: false, rule, confidence: 'none', reason };
}

/** Compares two already-normalised identities plus type and bedrooms. */
export function matchIdentities(
  a: HomeIdentity,
  b: HomeIdentity,
  facts: {
    a?: Pick<HomeRecord, 'propertyType' | 'bedrooms'>;
    b?: Pick<HomeRecord, 'propertyType' | 'bedrooms'>;
  } = {},
): HomeMatch {
  if (
    (!a.number && !a.name && !a.plot) ||
    (!b.number && !b.name && !b.plot) ||
    !a.street ||
    !b.street
  )
    return no('no-address', 'an address has no house number, name or street');
  if (!a.postcode || !b.postcode)
    return no(
      'postcode-missing',
      'a postcode is missing: the same street may run through several towns',
    );
  if (a.postcode !== b.postcode)
    return no('postcode-differs', `${a.postcode} is not ${b.postcode}`);
  let tolerated = false;
  if (a.street !== b.street) {
    // One letter's typo in a long street name, at the same postcode and number.
    if (
      a.street.length >= 10 &&
      editDistance(a.street, b.street) <= 1 &&
      a.number &&
      a.number === b.number
    )
      tolerated = true;
    else return no('street-differs', `"${a.street}" is not "${b.street}"`);
  }
  if ((a.unit ?? '') !== (b.unit ?? ''))
    return no(
      'unit-differs',
      a.unit && b.unit
        ? `flat ${a.unit} is not flat ${b.unit}`
        : 'one address names a flat, the other does not',
    );
  if (a.plot || b.plot) {
    if (a.plot && b.plot && a.plot === b.plot && !a.number && !b.number) {
      // Same plot number of the same development.
    } else if (a.plot && b.plot && a.plot !== b.plot) {
      return no('plot', `plot ${a.plot} is not plot ${b.plot}`);
    } else if (!(a.number && b.number)) {
      return no('plot', 'a new-build plot number is not a house number');
    }
  }
  let rule: HomeMatchRule = 'same-address';
  if (a.plot && !a.number && !b.number) {
    // The same plot of the same development: its marketing name may come and go.
  } else if (a.number && b.number) {
    if (a.number !== b.number) {
      // A renumbered street keeps its houses' names.
      if (a.name && b.name && a.name === b.name && !a.unit) {
        rule = 'same-house-name';
        tolerated = true;
      } else {
        return no('number-differs', `number ${a.number} is not number ${b.number}`);
      }
    } else if (a.name && b.name && a.name !== b.name && !a.unit) {
      return no('name-differs', `"${a.name}" is not "${b.name}" at number ${a.number}`);
    }
  } else if (a.number || b.number) {
    return no('number-or-name', 'one address has a house number, the other only a name');
  } else if (a.name || b.name) {
    if (a.name !== b.name) return no('name-differs', `"${a.name}" is not "${b.name}"`);
    rule = 'same-house-name';
  }
  const ta = facts.a?.propertyType?.toUpperCase() || null;
  const tb = facts.b?.propertyType?.toUpperCase() || null;
  if (ta && tb && ta !== 'O' && tb !== 'O') {
    if (!(NEIGHBOUR_TYPES[ta] ?? [ta]).includes(tb))
      return no('type-differs', `property type ${ta} is not ${tb}`);
    if (ta !== tb) tolerated = true;
  }
  const ba = facts.a?.bedrooms;
  const bb = facts.b?.bedrooms;
  if (ba != null && bb != null) {
    if (Math.abs(ba - bb) > BEDROOM_TOLERANCE)
      return no('bedrooms-differ', `${ba} bedrooms is not ${bb}`);
    if (ba !== bb) tolerated = true;
  }
  return {
    match: true,
    rule,
    confidence: tolerated ? 'medium' : 'high',
    reason:
      rule === 'same-house-name'
        ? `the same house name "${a.name}" on ${a.street}, ${a.postcode}`
        : `the same address ${a.key}`,
  };
}

/** Whether listings (or sales) `a` and `b` are the same home. */
export function matchHome(a: HomeRecord, b: HomeRecord): HomeMatch {
  return matchIdentities(homeIdentity(a), homeIdentity(b), { a, b });
}

export interface LabelledHomePair {
  a: HomeRecord;
  b: HomeRecord;
  same: boolean;
  note?: string;
}

export interface HomeIdentityMeasure {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  /** The pairs the rule got wrong, for reading. */
  errors: { index: number; same: boolean; rule: HomeMatchRule; note?: string }[];
}

/** Precision and recall of matchHome over labelled pairs. */
export function measureHomeIdentity(pairs: readonly LabelledHomePair[]): HomeIdentityMeasure {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  const errors: HomeIdentityMeasure['errors'] = [];
  pairs.forEach((pair, index) => {
    const m = matchHome(pair.a, pair.b);
    if (m.match && pair.same) tp++;
    else if (m.match) fp++;
    else if (pair.same) fn++;
    else tn++;
    if (m.match !== pair.same)
      errors.push({
        index,
        same: pair.same,
        rule: m.rule,
        ...(pair.note ? { note: pair.note } : {}),
      });
  });
  return {
    pairs: pairs.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    errors,
  };
}
