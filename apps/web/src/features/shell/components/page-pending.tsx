import { pageWord } from '../../i18n/first-paint-words';
import { Spinner } from '../../ui/components/spinner';

export function PagePending() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <Spinner className="size-6 text-gray-400" />
      <span className="sr-only">{pageWord('page.loading')}</span>
    </div>
  );
}
