/**
 * The calculator module's public face: the analysis of any property (analyse module) answers
 * the ROI of the analysed property as the ROI calculator does for a listing.
 */
export { roi, stampDuty } from './calculator.service.ts';
