import { Button, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { SearchFilter } from '@yardstick/core/search/filter';
import { buildUrl } from '../../lib/api-client.ts';
import { requestParams } from '../filter-bar/filter-model.ts';

export const EXPORT_PATH = '/api/property/price/estimates/export.csv';
export const EXPORT_MAX_ROWS = 5_000;

/** The address of the CSV of a search (same filter and sort; paging is the server's). */
export function exportHref(filter: SearchFilter, source: string): string {
  const {
    page: _page,
    size: _size,
    isCountRequired: _count,
    ...params
  } = requestParams(filter, {
    source,
  });
  return buildUrl(EXPORT_PATH, params);
}

/** Downloads the current result as CSV (up to 5,000 rows), sorted as shown. */
export function ExportCsvButton({ filter, source }: { filter: SearchFilter; source: string }) {
  return (
    <Tooltip
      label={`The current result as a spreadsheet, up to ${EXPORT_MAX_ROWS.toLocaleString('en-GB')} rows`}
    >
      <Button
        component="a"
        href={exportHref(filter, source)}
        download
        variant="default"
        size="sm"
        leftSection={<IconFileSpreadsheet size={16} />}
      >
        Export CSV
      </Button>
    </Tooltip>
  );
}
