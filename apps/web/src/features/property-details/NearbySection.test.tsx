import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SchoolRow } from '@yardstick/core/property/nearby';
import { afterEach, describe, expect, it } from 'vitest';
import { NearbyLists } from './NearbySection.tsx';
import { testProperty } from './test-property.ts';

afterEach(cleanup);

const school = (i: number, grade: string | null): SchoolRow => ({
  school_name: `School ${i}`,
  rating: i % 2 ? 'Good' : null,
  rating_date: null,
  school_distance: 100 * i,
  school_latitude: 51.45,
  school_longitude: -0.97,
  grade,
});

function show(schools: SchoolRow[] | undefined) {
  render(
    <MantineProvider>
      <NearbyLists property={testProperty()} schools={schools} />
    </MantineProvider>,
  );
}

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

  it('lists the nearest bus stop and station with their distances', () => {
    show([]);
    expect(within(screen.getByRole('list', { name: 'Bus' })).getByText('Oxford Road')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Train' })).getByText('900 m')).toBeTruthy();
    expect(screen.getByText('No school found nearby')).toBeTruthy();
  });

  it('hides the education list when the schools call failed', () => {
    show(undefined);
    expect(screen.queryByText('Education')).toBeNull();
  });
});
