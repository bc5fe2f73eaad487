import type { PredictedPaySort } from '@portal/domain/pay-timeline/predicted-pay-query';

/** What every back-office section takes from the page: the search and the page of its list. */
export interface DeskSectionProps {
  search: string;
  /** Invoice sections: sorted by expected pay date when set. */
  sort?: PredictedPaySort;
  page: number;
  onPageChange: (page: number) => void;
}
