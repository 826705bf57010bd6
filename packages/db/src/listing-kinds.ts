import {
  NON_RESIDENTIAL_LET_TYPE_PATTERN,
  NON_RESIDENTIAL_SUB_TYPE_PATTERN,
} from '@yardstick/core/estimates/estimate-scope';
import {
  ROOM_LET_PATTERN,
  ROOM_LET_TYPE_PATTERN,
  STUDENT_LET_PATTERN,
  STUDENT_LET_SUMMARY_PATTERN,
} from '@yardstick/core/estimates/rent-comparables';

/**
 * What kind of listing a row is, in SQL, from core's patterns (the rules are core's
 * estimate-scope and rent-comparables; these fragments only restate them for a set of rows):
 * the derive step's rent evidence and area figures, and the API's nearby rentals, use the
 * same text. `alias` is a table alias written in this code base, never user input; the
 * patterns are core's constants, quoted as SQL string literals.
 */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const matches = (expr: string, pattern: string) => `(coalesce(${expr}, '') ~* ${literal(pattern)})`;

/**
 * A rental that lets a room rather than a whole property (the HMO room market): by its sub
 * type, let type or headline (core's isRoomLet).
 */
export function isRoomLet(alias: string): string {
  return `(${matches(`${alias}.property_sub_type`, ROOM_LET_TYPE_PATTERN)} OR ${matches(`${alias}.let_type`, ROOM_LET_TYPE_PATTERN)} OR ${matches(`${alias}.summary`, ROOM_LET_PATTERN)})`;
}

/** A student let (core's isStudentLet). */
export function isStudentLet(alias: string): string {
  return `(${matches(`${alias}.let_type`, STUDENT_LET_PATTERN)} OR ${matches(`${alias}.property_sub_type`, STUDENT_LET_PATTERN)} OR ${matches(`${alias}.summary`, STUDENT_LET_SUMMARY_PATTERN)})`;
}

/** Commercial, mixed-use, land or parking (core's isNonResidential): never estimated. */
export function isNonResidential(alias: string): string {
  return matches(`${alias}.property_sub_type`, NON_RESIDENTIAL_SUB_TYPE_PATTERN);
}

/** A rental that is evidence of a whole home's rent (core's isRentComparable). */
export function isRentComparable(alias: string): string {
  return `(NOT ${isRoomLet(alias)} AND NOT ${isStudentLet(alias)} AND NOT ${isNonResidential(alias)}
           AND NOT ${matches(`${alias}.let_type`, NON_RESIDENTIAL_LET_TYPE_PATTERN)})`;
}
