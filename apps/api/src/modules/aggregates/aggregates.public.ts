/** The aggregates module's public face: the area figures the MCP area tool calls (decision 0025). */
export { areaAverages, areaYields } from './aggregates.service.ts';
