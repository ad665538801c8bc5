import { Button } from '../../ui/components/button';
import { ChevronLeftIcon } from '../../ui/components/icons';

interface PaginationProps {
  pageNo: number;
  pageSize: number;
  shown: number;
  total: number;
  totalCapped: boolean;
  isLast: boolean;
  onPage: (page: number) => void;
}

/** `1–50 of 120` with previous and next pages. */
export function Pagination({ pageNo, pageSize, shown, total, totalCapped, isLast, onPage }: PaginationProps) {
  const first = (pageNo - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600"
    >
      <p aria-live="polite">
        {first}–{last} of {total}
        {totalCapped ? '+' : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
          <ChevronLeftIcon className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" disabled={isLast} onClick={() => onPage(pageNo + 1)}>
          Next
          <ChevronLeftIcon className="size-4 rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
