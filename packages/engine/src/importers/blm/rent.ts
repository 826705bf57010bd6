import { RowError } from '../../parse/row-error.ts';

/** Rent per calendar month from rent as advertised (weekly, monthly, quarterly, annual, pppw). */
export function monthlyRent(amount: number, frequency: string): number {
  switch (frequency) {
    case 'weekly':
    case 'pppw':
      return Math.round((amount * 52) / 12);
    case 'monthly':
      return Math.round(amount);
    case 'quarterly':
      return Math.round(amount / 3);
    case 'annual':
      return Math.round(amount / 12);
    default:
      throw new RowError(`rent frequency "${frequency}" is not known`);
  }
}
