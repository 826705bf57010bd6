import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyDetailsKey } from './api/details-key.ts';
import { DescriptionTab } from './DescriptionTab.tsx';
import { testProperty } from '../../../test/test-property.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const full = `${'Spacious rooms. '.repeat(40)}End.`;

/** The tab as the page holds it: the property comes from the details query's cache. */
function Page() {
  const { data } = useQuery<PropertyDetails>({
    queryKey: propertyDetailsKey('42'),
    queryFn: skipToken,
  });
  return data ? <DescriptionTab property={data} /> : null;
}

function show(property: PropertyDetails) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ ...property, summary: full, isDescLoaded: true })),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(propertyDetailsKey('42'), property);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

const text = () => screen.getByTestId('description').textContent;

describe('DescriptionTab', () => {
  it('shows a short description whole, without Show More', () => {
    show(testProperty({ summary: 'A terraced house.' }));
    expect(text()).toBe('A terraced house.');
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('reloads the property before Show More opens the full text; Show Less cuts it again', async () => {
    const preview = full.slice(0, 500);
    const fetch = show(testProperty({ summary: preview, isDescLoaded: false }));
    expect(text()).toBe(`${preview}...`);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('button', { name: 'Show Less' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/property/reload?propertyId=42&type=sale');
    expect(text()).toBe(full);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(text()).toBe(`${preview}...`);
    // After the first reload it only toggles.
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(text()).toBe(full);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
