import { RowError } from '../../parse/row-error.ts';

/** Ofsted's four overall-effectiveness grades, as the product names them. */
const GRADES: Record<string, string> = {
  '1': 'Outstanding',
  '2': 'Good',
  '3': 'Requires improvement',
  '4': 'Inadequate',
  outstanding: 'Outstanding',
  good: 'Good',
  'requires improvement': 'Requires improvement',
  satisfactory: 'Requires improvement',
  inadequate: 'Inadequate',
  'special measures': 'Special Measures',
  'serious weaknesses': 'Serious Weaknesses',
};

/** The two categories of concern a grade 4 school is placed in. */
const CONCERNS: Record<string, string> = {
  sm: 'Special Measures',
  'special measures': 'Special Measures',
  swk: 'Serious Weaknesses',
  sw: 'Serious Weaknesses',
  'serious weaknesses': 'Serious Weaknesses',
};

/** Values meaning "no graded judgement" (ungraded inspections, the post-2024 framework). */
const NOT_JUDGED = new Set(['', 'null', 'not judged', 'n/a', 'na', '9']);

/**
 * The latest graded judgement as the product shows it (Outstanding, Good, Requires
 * improvement, Inadequate, or for inadequate schools Special Measures / Serious Weaknesses),
 * from a grade (1-4 or its name) and an optional category of concern; null when not judged.
 */
export function ofstedRating(rawGrade: string, rawConcern = ''): string | null {
  const grade = rawGrade.trim().toLowerCase();
  if (NOT_JUDGED.has(grade)) return null;
  const rating = GRADES[grade];
  if (!rating) throw new RowError(`Ofsted grade: "${rawGrade}" is not 1-4 or a grade name`);
  const concern = CONCERNS[rawConcern.trim().toLowerCase()];
  return concern ?? rating;
}
