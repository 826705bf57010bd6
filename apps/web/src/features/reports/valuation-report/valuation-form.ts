import {
  VALUATION_FILTER_PARSERS,
  VALUATION_FILTER_REQUIRED,
  type ValuationFilterField,
} from '@yardstick/core/reports/valuation-query';
import type { ValuationForm } from '../api/prepare-valuation-query.ts';

export const EMPTY_VALUATION_FORM: ValuationForm = {
  postCode: '',
  soldDate: '',
  soldPrice: '',
  sqMts: '',
  propertyType: 'T',
};

/** What each input asks for, as its label reads on the screen. */
const ASKS: Record<ValuationFilterField, string> = {
  postCode: 'the post code',
  soldDate: 'the sold date (yyyy-mm-dd)',
  soldPrice: 'the sold price',
  sqMts: 'the floor area in square metres',
  propertyType: 'the property type',
};

export type ValuationFormErrors = Partial<Record<keyof ValuationForm, string>>;

const FIELDS = Object.keys(ASKS) as ValuationFilterField[];

/**
 * What is wrong with each input before Prepare Query asks the server (issue 25: an empty form
 * answered 'Invalid postCode, soldDate, soldPrice'): 'Enter the post code' for an empty
 * required input, else the message of core's parser of that field (the API's own check).
 */
export function valuationFormProblems(form: ValuationForm): ValuationFormErrors {
  const errors: ValuationFormErrors = {};
  for (const field of FIELDS) {
    const text = form[field].trim();
    if (text === '') {
      if (VALUATION_FILTER_REQUIRED.includes(field)) errors[field] = `Enter ${ASKS[field]}`;
      continue;
    }
    const parsed = VALUATION_FILTER_PARSERS[field](text);
    if (!parsed.ok) errors[field] = parsed.message;
  }
  return errors;
}

/**
 * The server's field errors (a 400's `errors`, keyed by the API's parameter names) as the
 * inputs' messages: a missing value reads as what to enter; other keys are left out.
 */
export function fieldErrorsOf(errors: Record<string, string>): ValuationFormErrors {
  const out: ValuationFormErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message === undefined) continue;
    out[field] = message === 'Required' ? `Enter ${ASKS[field]}` : message;
  }
  return out;
}
