/** What every back-office section takes from the page: the search and the page of its list. */
export interface DeskSectionProps {
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}
