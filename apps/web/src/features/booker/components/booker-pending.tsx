import { pageWord } from '../../i18n/first-paint-words';
import { PublicPage } from '../../public-theme/components/public-page';
import { BookerFrame, Placeholder } from './booker-frame';

const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const DAY_KEYS = keys('day', 35);
const TIME_KEYS = keys('time', 5);
const CARD_KEYS = keys('card', 3);

/**
 * The outline's name in the page's language when one is loaded (a pending page is in the first
 * paint, so it reads the loaded translator rather than importing the formatter), else in English.
 */
function loadingLabel(): string {
  return pageWord('booker.loadingPage');
}

/** The booking card's outline while the event and the page's code load. */
export function BookerPending() {
  return (
    <PublicPage>
      <div role="status" aria-label={loadingLabel()} className="contents">
        <BookerFrame
          aside={
            <div className="flex flex-col gap-3">
              <Placeholder className="size-10 rounded-full" />
              <Placeholder className="h-4 w-28" />
              <Placeholder className="h-7 w-48" />
              <Placeholder className="h-4 w-24" />
              <Placeholder className="h-4 w-36" />
            </div>
          }
        >
          <div className="grid sm:grid-cols-[minmax(0,1fr)_13.5rem] lg:grid-cols-[minmax(0,1fr)_15rem]">
            <div className="flex flex-col gap-4 p-4 sm:p-6">
              <Placeholder className="h-6 w-32" />
              <div className="grid grid-cols-7 gap-2">
                {DAY_KEYS.map((key) => (
                  <Placeholder key={key} className="aspect-square w-full rounded-lg" />
                ))}
              </div>
            </div>
            <div className="flex flex-col gap-2 border-(--pb-border) border-t p-4 sm:border-t-0 sm:border-s sm:p-5">
              {TIME_KEYS.map((key) => (
                <Placeholder key={key} className="h-10 w-full rounded-lg" />
              ))}
            </div>
          </div>
        </BookerFrame>
      </div>
    </PublicPage>
  );
}

/** The listing's outline while it loads. */
export function ListingPending() {
  return (
    <PublicPage>
      <div role="status" aria-label={loadingLabel()} className="flex w-full max-w-3xl flex-col gap-4">
        <Placeholder className="mx-auto h-8 w-56" />
        {CARD_KEYS.map((key) => (
          <Placeholder key={key} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    </PublicPage>
  );
}
