import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from './button';

interface SaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** What is not saved yet, e.g. "3 unsaved changes". */
  summary?: string;
  saveLabel?: string;
}

/**
 * The bar at the foot of an editor: it says whether there are unsaved changes and offers to
 * save or discard them. It sticks to the bottom of the window while the form scrolls.
 */
export function SaveBar({ isDirty, isSaving, onSave, onDiscard, summary, saveLabel }: SaveBarProps) {
  const t = useDashboardT();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-8 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10">
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="min-w-0 text-sm text-gray-600">
          {isDirty ? (
            <span className="inline-flex items-center gap-2 font-medium text-amber-800">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
              {summary ?? t('common.unsavedChanges')}
            </span>
          ) : (
            t('common.allChangesSaved')
          )}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={onDiscard} disabled={!isDirty || isSaving}>
            {t('common.discard')}
          </Button>
          <Button onClick={onSave} disabled={!isDirty} isLoading={isSaving} loadingText={t('common.saving')}>
            {saveLabel ?? t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
