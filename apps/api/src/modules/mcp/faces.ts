/** The public faces of the modules whose services the MCP tools call (decision 0025). */
export * as aggregatesPublic from '../aggregates/aggregates.public.ts';
export * as alertsPublic from '../alerts/alerts.public.ts';
export * as analysePublic from '../analyse/analyse.public.ts';
export * as calculatorPublic from '../calculator/calculator.public.ts';
export * as dealsPublic from '../deals/deals.public.ts';
export * as ploPublic from '../plo/plo.public.ts';
export * as propertiesPublic from '../properties/properties.public.ts';
export * as reportsPublic from '../reports/reports.public.ts';
export * as searchPublic from '../search/search.public.ts';
