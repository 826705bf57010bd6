/**
 * The reports module's public face: the analysis of any property (analyse module) answers
 * the house price change of the property's local authority as the details' analytics do.
 */
export { hpiList, hpiYields } from './hpi.service.ts';
