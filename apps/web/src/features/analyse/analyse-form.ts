import {
  ANALYSE_PROPERTY_TYPE_LABELS,
  ANALYSE_TENURE_LABELS,
  type AnalyseAddressSource,
  type AnalyseInputBody,
  type AnalysePropertyType,
  type AnalyseTenure,
  type KnownAddress,
  type ParsedListingText,
} from '@yardstick/core/analyse/analyse-schema';
import type { BuyerType } from '@yardstick/core/tax/transaction-tax';

/** The /analyse form as typed (empty strings and undefined: not given). */
export interface AnalyseForm {
  postCode: string;
  /** The picked known address's key (source:ref), or 'typed'. */
  pick: string;
  address: string;
  propertyType: AnalysePropertyType | '';
  propertySubType: string;
  bedrooms: number | '';
  floorArea: number | '';
  tenure: AnalyseTenure | '';
  leaseYears: number | '';
  askingPrice: number | '';
  priceQualifier: string;
  monthlyRent: number | '';
  buyer: BuyerType;
  text: string;
}

export const EMPTY_FORM: AnalyseForm = {
  postCode: '',
  pick: 'typed',
  address: '',
  propertyType: '',
  propertySubType: '',
  bedrooms: '',
  floorArea: '',
  tenure: '',
  leaseYears: '',
  askingPrice: '',
  priceQualifier: '',
  monthlyRent: '',
  buyer: 'additional',
  text: '',
};

export const TYPE_OPTIONS = Object.entries(ANALYSE_PROPERTY_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const TENURE_OPTIONS = Object.entries(ANALYSE_TENURE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const BUYER_OPTIONS: { value: BuyerType; label: string }[] = [
  { value: 'additional', label: 'Additional property (investor)' },
  { value: 'main', label: 'Main residence, not first home' },
  { value: 'first-time', label: 'First-time buyer' },
];

/** The field names the parser and the API use, as the form labels them. */
export const FIELD_LABELS: Record<string, string> = {
  askingPrice: 'Asking price',
  bedrooms: 'Bedrooms',
  propertyType: 'Property type',
  postCode: 'Postcode',
  outwardCode: 'Postcode district',
  address: 'Address',
  floorArea: 'Floor area',
  tenure: 'Tenure',
  leaseYears: 'Lease',
  keywords: 'Price warnings',
};

export const pickKey = (a: Pick<KnownAddress, 'source' | 'ref'>) => `${a.source}:${a.ref}`;

/** The form with what the parser read (a field it did not read keeps its value). */
export function fillFromParsed(
  form: AnalyseForm,
  parsed: ParsedListingText,
  text: string,
): AnalyseForm {
  const f = parsed.fields;
  return {
    ...form,
    postCode: f.postCode ?? (f.outwardCode && !form.postCode ? `${f.outwardCode} ` : form.postCode),
    pick: f.postCode && f.postCode !== form.postCode ? 'typed' : form.pick,
    address: f.address ?? form.address,
    propertyType: f.propertyType ?? form.propertyType,
    propertySubType: f.propertySubType ?? form.propertySubType,
    bedrooms: f.bedrooms ?? form.bedrooms,
    floorArea: f.floorArea ?? form.floorArea,
    tenure: f.tenure ?? form.tenure,
    leaseYears: f.leaseYears ?? form.leaseYears,
    askingPrice: f.askingPrice ?? form.askingPrice,
    priceQualifier: f.priceQualifier ?? form.priceQualifier,
    text,
  };
}

/**
 * The form with what a picked known address tells: a sale listing's facts replace the form's
 * (it is that property); a sale's or a certificate's fill only the fields still empty.
 */
export function fillFromAddress(form: AnalyseForm, a: KnownAddress): AnalyseForm {
  if (a.source === 'listing') {
    return {
      ...form,
      pick: pickKey(a),
      address: a.address,
      propertyType: a.propertyType ?? form.propertyType,
      bedrooms: a.bedrooms ?? form.bedrooms,
      floorArea: a.floorArea ?? '',
      tenure: a.tenure ?? form.tenure,
      askingPrice: a.price ?? form.askingPrice,
    };
  }
  return {
    ...form,
    pick: pickKey(a),
    address: a.address,
    propertyType: form.propertyType || a.propertyType || '',
    bedrooms: form.bedrooms === '' ? (a.bedrooms ?? '') : form.bedrooms,
    floorArea: form.floorArea === '' ? (a.floorArea ?? '') : form.floorArea,
    tenure: form.tenure || a.tenure || '',
  };
}

const opt = <T>(v: T | '' | undefined): T | undefined =>
  v === '' || v === undefined ? undefined : v;
const text = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The API's body from the form (the API checks it and names each field it refuses). */
export function toInput(form: AnalyseForm): AnalyseInputBody {
  const [source, ...ref] = form.pick.split(':');
  const picked = form.pick !== 'typed';
  return {
    postCode: form.postCode,
    address: text(form.address),
    addressSource: (picked ? source : 'typed') as AnalyseAddressSource,
    addressRef: picked ? ref.join(':') : undefined,
    propertyType: opt(form.propertyType) as AnalysePropertyType,
    propertySubType: text(form.propertySubType),
    bedrooms: opt(form.bedrooms) as number,
    floorArea: opt(form.floorArea),
    tenure: opt(form.tenure) as AnalyseTenure,
    leaseYears: form.tenure === 'freehold' ? undefined : opt(form.leaseYears),
    askingPrice: opt(form.askingPrice) as number,
    priceQualifier: text(form.priceQualifier),
    monthlyRent: opt(form.monthlyRent),
    buyer: form.buyer,
    text: text(form.text),
  };
}

/** The fields a user must give before the API is asked. */
export function missingFields(form: AnalyseForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.postCode.trim()) errors.postCode = 'Enter a postcode';
  if (!form.propertyType) errors.propertyType = 'Choose the property type';
  if (form.bedrooms === '') errors.bedrooms = 'Enter the number of bedrooms';
  if (!form.tenure) errors.tenure = 'Choose the tenure';
  if (form.askingPrice === '') errors.askingPrice = 'Enter the asking price';
  return errors;
}
