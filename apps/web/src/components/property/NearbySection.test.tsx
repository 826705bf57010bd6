import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SchoolRow, StopKind, StopRow } from '@yardstick/core/property/nearby';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearbyColumns, NearbyLists } from './NearbySection.tsx';
import { testProperty } from '../../../test/test-property.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const school = (i: number, grade: string | null): SchoolRow => ({
  school_name: `School ${i}`,
  rating: i % 2 ? 'Good' : null,
  rating_date: null,
  school_distance: 100 * i,
  school_latitude: 51.45,
  school_longitude: -0.97,
  grade,
});

const stop = (kind: StopKind, i: number): StopRow => ({
  stop_name: `${kind === 'bus' ? 'Stop' : 'Station'} ${i}`,
  stop_code: `${kind}-${i}`,
  kind,
  stop_distance: 150 * i,
  stop_latitude: 51.45,
  stop_longitude: -0.97,
});

const stops = (kind: StopKind, n: number) => Array.from({ length: n }, (_, i) => stop(kind, i + 1));

function wrap(node: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

function show(
  schools: SchoolRow[] | undefined,
  lists: { busStops?: StopRow[]; stations?: StopRow[] } = {},
) {
  wrap(
    <NearbyColumns
      property={testProperty()}
      schools={schools}
      busStops={lists.busStops}
      stations={lists.stations}
    />,
  );
}

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("What's nearby", () => {
  it("shows the phase 'Not applicable' as Other", () => {
    show([school(1, 'Not applicable'), school(2, 'Primary')]);
    const phases = screen.getAllByTestId('school-phase').map((b) => b.textContent);
    expect(phases).toEqual(['Other', 'Primary']);
  });

  it('shows three schools, then all with Show more, and three again with Show less', () => {
    show(Array.from({ length: 10 }, (_, i) => school(i + 1, 'Secondary')));
    const list = screen.getByRole('list', { name: 'Education' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more: Education' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show less: Education' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows three bus stops and three stations, each list with Show more / Show less', () => {
    show([], { busStops: stops('bus', 10), stations: stops('rail', 5) });
    expect(items('Bus')).toEqual(['Stop 1150 m', 'Stop 2300 m', 'Stop 3450 m']);
    expect(items('Train')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more: Bus' }));
    expect(items('Bus')).toHaveLength(10);
    expect(items('Train')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more: Train' }));
    expect(items('Train')).toEqual([
      'Station 1150 m',
      'Station 2300 m',
      'Station 3450 m',
      'Station 4600 m',
      'Station 5750 m',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show less: Bus' }));
    expect(items('Bus')).toHaveLength(3);
  });

  it('has no Show more for a list of three or fewer', () => {
    show([], { busStops: stops('bus', 3), stations: stops('rail', 1) });
    expect(items('Bus')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more: Bus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more: Train' })).toBeNull();
  });

  it('falls back to the nearest bus stop and station of the details', () => {
    show([], { busStops: [] });
    expect(items('Bus')).toEqual(['Oxford Road40 m']);
    expect(within(screen.getByRole('list', { name: 'Train' })).getByText('900 m')).toBeTruthy();
    expect(screen.getByText('No school found nearby')).toBeTruthy();
  });

  it('hides the education list when the schools call failed', () => {
    show(undefined);
    expect(screen.queryByText('Education')).toBeNull();
  });
});

describe("What's nearby: the stops calls", () => {
  it('asks for bus stops and stations and lists what they answer', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { kind: StopKind };
      return new Response(JSON.stringify(stops(body.kind, body.kind === 'bus' ? 8 : 2)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    wrap(<NearbyLists property={testProperty()} schools={[]} />);
    await waitFor(() => expect(items('Bus')[0]).toBe('Stop 1150 m'));
    await waitFor(() => expect(items('Train')).toEqual(['Station 1150 m', 'Station 2300 m']));
    const bodies = fetch.mock.calls.map((c) => JSON.parse(String(c[1]?.body)) as unknown);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/property/nearest/stops/explorer');
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'bus', limit: 10 }),
        expect.objectContaining({ kind: 'rail', limit: 10 }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Show more: Bus' })).toBeTruthy();
  });

  it('logs a failed call and keeps the nearest stop of the details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Boom', code: 'INTERNAL' }), { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    wrap(<NearbyLists property={testProperty()} schools={[]} />);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(items('Bus')).toEqual(['Oxford Road40 m']);
    expect(items('Train')).toEqual(['Reading900 m']);
    expect(screen.queryByText('Boom')).toBeNull();
  });
});
