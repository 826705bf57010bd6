import { useQuery } from '@tanstack/react-query';
import type {
  AnalyseInputBody,
  AnalyseResult,
  KnownAddresses,
  ParsedListingText,
} from '@yardstick/core/analyse/analyse-schema';
import { parsePostcode } from '@yardstick/core/geo/postcode';
import { api } from '../../../lib/api-client.ts';

const rethrow = (error: Error): never => {
  throw error;
};

/** POST /api/analyse/parse: the form read from pasted listing text. */
export function parseText(text: string): Promise<ParsedListingText> {
  return api<ParsedListingText>('/api/analyse/parse', {
    method: 'POST',
    body: { text },
    onStatus: { 400: rethrow },
  });
}

/**
 * POST /api/analyse. A refused input (400) and a postcode without data (404) are the page's
 * to say beside the form.
 */
export function analyseProperty(input: AnalyseInputBody): Promise<AnalyseResult> {
  return api<AnalyseResult>('/api/analyse', {
    method: 'POST',
    body: input,
    onStatus: { 400: rethrow, 404: rethrow },
  });
}

/** GET /api/analyse/addresses for a full postcode (none asked before one is typed). */
export function useKnownAddresses(postcode: string) {
  const canonical = parsePostcode(postcode)?.postcode ?? null;
  return useQuery({
    queryKey: ['analyse', 'addresses', canonical],
    queryFn: ({ signal }) =>
      api<KnownAddresses>('/api/analyse/addresses', {
        query: { postcode: canonical },
        signal,
        silent: true,
      }),
    enabled: canonical !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
