import { createTheme, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef3f8',
  '#dce4ec',
  '#b5c6d8',
  '#8ca7c4',
  '#6a8cb3',
  '#547ba9',
  '#4873a5',
  '#386190',
  '#2d5681',
  '#1c3d5a',
];

/** A calm, professional look for investors: readable tables, clear numbers. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { navy },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Table: { defaultProps: { striped: true, highlightOnHover: true, verticalSpacing: 'xs' } },
    NumberFormatter: { defaultProps: { thousandSeparator: ',', prefix: '£' } },
  },
});
