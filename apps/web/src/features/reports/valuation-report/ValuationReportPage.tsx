import { Alert, Container, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useValuation } from '../api/run-valuation.ts';
import { ReportBreadcrumbs } from '../ReportBreadcrumbs.tsx';
import { ValuationQueryForm } from './ValuationQueryForm.tsx';
import { ValuationResultPanel } from './ValuationResultPanel.tsx';

/**
 * /valuation-reports (spec §2 "Valuation report"): the five inputs, Prepare Query (an
 * editable `key = value` text), Get Valuation (Avg Price, HPI Price, HPI Index, explained,
 * with the comparable sales 20 per page).
 */
export function ValuationReportPage() {
  const [page, setPage] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const valuation = useValuation();
  const value = (query: string) =>
    valuation.mutate(
      { query },
      {
        onSuccess: () => {
          setProblem(null);
          setPage(0);
        },
        onError: (e) => setProblem(e instanceof ApiClientError ? e.message : null),
      },
    );
  return (
    <Container size="xl" py="md">
      <ReportBreadcrumbs page="Valuation Report" />
      <Title order={1} size="h2" mb="sm">
        Valuation report
      </Title>
      <ValuationQueryForm problem={problem} onProblem={setProblem} onValue={value} />
      {valuation.data && (
        <ValuationResultPanel result={valuation.data} page={page} onPage={setPage} />
      )}
      {valuation.isError && !problem && (
        <Alert color="red" mt="md">
          The valuation could not be made.
        </Alert>
      )}
    </Container>
  );
}
