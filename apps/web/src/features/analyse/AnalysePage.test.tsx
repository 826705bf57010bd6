import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  analyseInputSchema,
  analyseResultSchema,
  type AnalyseResult,
} from '@yardstick/core/analyse/analyse-schema';
import { parseListingText } from '@yardstick/core/analyse/parse-listing-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { AnalysePage } from './AnalysePage.tsx';

const TEXT = `3 bedroom semi-detached house for sale
Elm Grove, Reading RG1 5PQ
Offers in Excess of £285,000
Tenure: Freehold`;

/** An analysis as the API answers it (checked against the schema, so it cannot drift). */
function analysisOf(input: unknown): AnalyseResult {
  return analyseResultSchema.parse({
    input: analyseInputSchema.parse(input),
    listingId: null,
    location: {
      postCode: 'RG1 5PQ',
      latitude: 51.45,
      longitude: -0.97,
      district: 'RG1',
      sector: 'RG1 5',
      nation: 'england',
      centroid: true,
    },
    estimate: {
      point: 301_000,
      low: 280_000,
      high: 322_000,
      confidence: 'Medium',
      priceEstimateType: 'CSB',
      comparables: 14,
      bmv: -5.3,
      bmvCheck: false,
      evidence: null,
    },
    rent: {
      monthly: 1_350,
      given: null,
      estimate: 1_350,
      evidence: {
        rentEstimate: 1_350,
        source: 'none',
        rule: 'No rent estimate: too few rentals of its kind nearby.',
        step: null,
        letAgreedOnly: false,
        used: [],
        ruleRent: null,
        current: true,
        asOf: '2026-10-01',
      },
    },
    grossYield: 5.68,
    roi: { singleLet: null, hmo: null },
    stampDuty: {
      tax: 15_750,
      effectiveRate: 5.53,
      taxName: 'SDLT',
      bands: [],
      notes: [],
      buyer: 'additional',
      nation: 'england',
    },
    area: {
      crimeRate: 42,
      deprivation: null,
      nearestSchoolName: 'Oak Primary',
      nearestSchoolDistanceMts: 350,
      nearestSchoolOSRating: 'Good',
      schoolLatitude: null,
      schoolLongitude: null,
      nearestBusStopName: null,
      nearestBusStopDistanceMts: null,
      busLatitude: null,
      busLongitude: null,
      nearestRailwayStationName: 'Reading',
      nearestRailwayStationDistanceMts: 1_200,
      railwayLatitude: null,
      railwayLongitude: null,
      hpi: { name: 'Reading', month: '2026-09', oneYear: 2.1, fiveYears: 14.3 },
      rentalDemand: 'High',
    },
    priceWarnings: [],
    asOf: '2026-10-01',
  });
}

/** The API: the session, the parser (core's own), the addresses and the analysis. */
function serveAnalyse(analyseStatus = 200) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status });
      const path = url.split('?')[0];
      if (path === '/api/analyse/parse') return json(200, parseListingText(body.text));
      if (path === '/api/analyse/addresses') {
        return json(200, {
          postCode: 'RG1 5PQ',
          addresses: [
            {
              address: '12 Elm Grove, Reading',
              source: 'price-paid',
              ref: '6f1c1a4e-2b7d-4c1e-9d7a-0e5b8f6a9c21',
              propertyType: 'S',
              bedrooms: null,
              floorArea: 88,
              tenure: 'freehold',
              price: 210_000,
              date: '2019-05-01',
            },
          ],
        });
      }
      if (path === '/api/analyse' && analyseStatus === 200) return json(200, analysisOf(body));
      if (path === '/api/analyse') {
        return json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          errors: { askingPrice: 'At least £1,000' },
        });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A whole page driven through a paste, a fill and an analysis: more than the default 5 s on a
// busy machine.
const SLOW = { timeout: 30_000 };

describe('/analyse', () => {
  it(
    'fills the form from pasted text, says what it could not read, and analyses',
    SLOW,
    async () => {
      const calls = serveAnalyse();
      renderPage('/analyse', <AnalysePage />);
      fireEvent.change(screen.getByTestId('analyse-paste'), { target: { value: TEXT } });
      fireEvent.click(screen.getByRole('button', { name: 'Fill from text' }));
      const read = await screen.findByTestId('analyse-parsed-read');
      expect(read.textContent).toContain('Asking price: “£285,000”');
      expect(read.textContent).toContain('Postcode: “RG1 5PQ”');
      const unread = screen.getByTestId('analyse-parsed-unread');
      expect(unread.textContent).toMatch(/Floor area/);
      expect(screen.getByLabelText(/Postcode/)).toHaveProperty('value', 'RG1 5PQ');
      expect(screen.getByLabelText(/Asking price/)).toHaveProperty('value', '285,000');
      expect(screen.getByLabelText(/Bedrooms/)).toHaveProperty('value', '3');
      expect(screen.getByLabelText(/Property type/)).toHaveProperty('value', 'S');
      expect(screen.getByLabelText(/Tenure/)).toHaveProperty('value', 'freehold');
      // The addresses known at the postcode are offered.
      await waitFor(() =>
        expect(calls.some((c) => c.url.startsWith('/api/analyse/addresses'))).toBe(true),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
      const results = await screen.findByTestId('analyse-results');
      expect(within(results).getByTestId('analyse-estimate').textContent).toBe('£301,000');
      expect(within(results).getByTestId('analyse-stamp-duty').textContent).toBe('£15,750');
      expect(within(results).getByTestId('analyse-hpi').textContent).toContain('+2.1% a year');
      const sent = calls.find((c) => c.url === '/api/analyse' && c.method === 'POST')!.body;
      expect(sent).toMatchObject({
        postCode: 'RG1 5PQ',
        addressSource: 'typed',
        address: 'Elm Grove, Reading',
        propertyType: 'S',
        bedrooms: 3,
        tenure: 'freehold',
        askingPrice: 285_000,
        priceQualifier: 'Offers in excess of',
        buyer: 'additional',
      });
      expect(screen.getByTestId('analyse-actions')).toBeDefined();
    },
  );

  it('names the missing fields before asking, and the refused ones after', SLOW, async () => {
    serveAnalyse(400);
    renderPage('/analyse', <AnalysePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText('Enter the asking price')).toBeDefined();
    expect(screen.getByText('Choose the property type')).toBeDefined();
    fireEvent.change(screen.getByTestId('analyse-paste'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from text' }));
    await screen.findByTestId('analyse-parsed-read');
    fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText('At least £1,000')).toBeDefined();
    expect(screen.getByTestId('analyse-problem').textContent).toMatch(/not valid/);
  });

  it(
    'clears "Fill in the fields marked" once "Fill from text" fills them (issue 40)',
    SLOW,
    async () => {
      serveAnalyse();
      renderPage('/analyse', <AnalysePage />);
      fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
      expect((await screen.findByTestId('analyse-problem')).textContent).toMatch(
        /Fill in the fields marked/,
      );
      // An agent's email that gives all but the tenure: the message stays, for the tenure.
      fireEvent.change(screen.getByTestId('analyse-paste'), {
        target: {
          value:
            'Hi, new one for you - 2 bed flat, Wilmslow Rd M14 6AB\n\nOffers in excess of\n£165,000\n\nCash buyers only.',
        },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Fill from text' }));
      const read = await screen.findByTestId('analyse-parsed-read');
      expect(read.textContent).toContain('Address: “Wilmslow Rd”');
      expect(read.textContent).toContain('Price warnings: “Cash buyers only”');
      expect(read.textContent).not.toContain('cash-buyers-only');
      expect(screen.getByLabelText(/Asking price/)).toHaveProperty('value', '165,000');
      expect(screen.getByText('Offers in excess of')).toBeDefined();
      expect(screen.getByTestId('analyse-problem').textContent).toMatch(/Fill in/);
      expect(screen.getByText('Choose the tenure')).toBeDefined();
      expect(screen.queryByText('Enter the asking price')).toBeNull();
      // The tenure chosen: every field is filled and the message goes.
      fireEvent.change(screen.getByLabelText(/Tenure/), { target: { value: 'leasehold' } });
      await waitFor(() => expect(screen.queryByTestId('analyse-problem')).toBeNull());
    },
  );

  it('clears the message when the pasted text fills every field', SLOW, async () => {
    serveAnalyse();
    renderPage('/analyse', <AnalysePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse' }));
    await screen.findByTestId('analyse-problem');
    fireEvent.change(screen.getByTestId('analyse-paste'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill from text' }));
    await screen.findByTestId('analyse-parsed-read');
    await waitFor(() => expect(screen.queryByTestId('analyse-problem')).toBeNull());
    expect(screen.queryByText('Enter the asking price')).toBeNull();
  });
});
