import { Alert, Box } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { coverageText } from '@yardstick/core/coverage';
import { useCoverage } from '../../lib/coverage.ts';
import { useHealth } from './api/get-health.ts';

/** Says plainly when the figures on screen come from the generated demo dataset. */
export function DemoDataNotice() {
  const { data } = useHealth();
  const demo = data?.dataMode === 'demo';
  const coverage = useCoverage(demo);
  if (!demo) return null;
  const places = coverage.data?.places;
  return (
    <Alert
      variant="light"
      color="yellow"
      radius={0}
      py={6}
      icon={<IconInfoCircle size={18} />}
      data-testid="demo-data-notice"
    >
      <Box component="span" visibleFrom="sm">
        Demo data: listings, agents and prices shown here are generated for demonstration on real UK
        reference data (postcodes, deprivation, schools, transport). They are not real properties
        for sale.
      </Box>
      {/* A phone gets the short form, so the page's own content starts higher. */}
      <Box component="span" hiddenFrom="sm">
        Demo data: generated listings on real UK reference data, not real properties for sale.
      </Box>
      {places && places.length > 0 && (
        <>
          {' '}
          The demo covers <b data-testid="demo-coverage">{coverageText(places)}</b>.
        </>
      )}
    </Alert>
  );
}
