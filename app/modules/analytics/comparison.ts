/** The columns the comparison of organizations (/analytics/index-2) sorts by, as the API's `sort` names them. */
export const COMPARISON_SORTS = ["name", "views", "responses", "accepted", "accepted_share", "median_seconds"] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

/** A row of the organizations' comparison: the funnel, the share accepted (%) and the median time to first reaction. */
export type ComparisonRow = {
  id: string;
  name: string;
  views: number;
  responses: number;
  accepted: number;
  acceptedShare: number | null;
  medianSeconds: number | null;
  reacted: number;
};
