import { deprivationSchema } from '@yardstick/core/property/deprivation';
import { areaAveragesSchema, yieldPageSchema } from '@yardstick/core/reports/area';
import { hpiYieldsSchema } from '@yardstick/core/reports/hpi';
import { z } from 'zod';
import { SERVED } from './served-routes.ts';
import { asMoney, asPercent, figures, line, summaryOf } from './summaries.ts';
import { jsonSchemaOf, mergeSchemas } from './tool-schemas.ts';
import type { Tool } from './tools.ts';

const { areaAverages, areaYields, deprivation, hpiChange } = SERVED;

/** area_report's answer: the four routes' answers, each under its name. */
const areaReportSchema = z.object({
  areaCode: z.string(),
  postCode: z.string().optional(),
  averages: areaAveragesSchema,
  yields: yieldPageSchema,
  deprivation: deprivationSchema.optional(),
  hpiChange: hpiYieldsSchema.optional(),
});

/**
 * area_report: an area in figures from four routes (GET /api/aggregates/area-averages and
 * /yields; for a postcode, /api/property/deprivation and /api/aggregates/hpi-yields), its
 * input the areaCode of the first and the optional postCode of the others, each call judged
 * as its route judges it.
 */
export const areaTool: Tool = {
  name: 'area_report',
  title: 'An area in figures',
  description:
    "A district's or area's average yield, asking price and rent, its postcodes with the " +
    'highest yields and, for a unit postcode, its deprivation and local HPI change.',
  readOnly: true,
  inputSchema: mergeSchemas([
    { ...jsonSchemaOf(areaAverages.query ?? z.object({}), 'input'), required: ['areaCode'] },
    jsonSchemaOf(deprivation.query ?? z.object({}), 'input'),
  ]),
  outputSchema: jsonSchemaOf(areaReportSchema, 'output'),
  summary: summaryOf(areaReportSchema, (r) => [
    line(
      `Area ${r.averages.area} (${r.averages.level})`,
      figures([
        ['average yield', r.averages.avg_yield, asPercent],
        ['average asking price', r.averages.avg_price, asMoney],
        ['average rent', r.averages.avg_rent, (n) => `${asMoney(n)} a month`],
      ]),
    ),
    ...r.yields.content.slice(0, 3).map((y) => `${y.area}: yield ${asPercent(y.avg_yield)}`),
    r.deprivation?.imdDecile
      ? `${r.postCode ?? ''} deprivation decile ${r.deprivation.imdDecile} (1 = most deprived).`
      : '',
  ]),
  async run(args, call) {
    const { areaCode, postCode } = args;
    const report: Record<string, unknown> = { areaCode, ...(postCode ? { postCode } : {}) };
    report.averages = await call(areaAverages, { query: { areaCode } });
    report.yields = await call(areaYields, { query: { areaCode, size: 10 } });
    if (postCode) {
      report.deprivation = await call(deprivation, { query: { postCode } });
      report.hpiChange = await call(hpiChange, { query: { postCode } });
    }
    return report;
  },
};
