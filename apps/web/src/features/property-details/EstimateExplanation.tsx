import { EstimateEvidenceView } from '../../components/property/EstimateEvidenceView.tsx';
import { useEstimateEvidence } from './api/get-estimate-evidence.ts';

/**
 * "How this estimate was made" on the details page's Estimates tab: the indexed last sale,
 * the comparables with their adjusted prices and weights, the index used, the band's measured
 * accuracy and why the range is as wide as it is (docs/methodology.md "Estimated price").
 * Hidden when the explanation cannot be read (the figures above still stand).
 */
export function EstimateExplanation({
  propertyId,
  listingFloorArea,
}: {
  propertyId: string;
  /** The listing's own floor area; when it has none, a certificate's may have been used. */
  listingFloorArea: number | null;
}) {
  const { data, isError } = useEstimateEvidence(propertyId);
  if (isError || !data) return null;
  return <EstimateEvidenceView data={data} listingFloorArea={listingFloorArea} />;
}
