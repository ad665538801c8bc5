import type { RoutingForm } from '@kairos/core/routing/form-schema';
import { SnippetBuilder } from '../../../embed/components/snippet-builder';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { CopyButton } from '../../../share-links-host/components/copy-button';
import { buttonClassName } from '../../../ui/components/button';
import { FormSection } from '../../../ui/components/form-section';
import { ExternalLinkIcon } from '../../../ui/components/icons';
import { publicFormUrl } from '../../host-format';

/** The form's public link and a snippet to embed it in another site. */
export function ShareTab({ form }: { form: RoutingForm }) {
  const url = publicFormUrl(window.location.origin, form.accessLink, form.slug);
  const t = useDashboardT();
  return (
    <div className="space-y-6">
      {form.status === 'INACTIVE' && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
          {t('routingForms.share.inactive')}
        </p>
      )}
      <FormSection
        title={t('routingForms.share.publicLink')}
        description={t('routingForms.share.publicLinkIntro')}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            aria-label={t('routingForms.share.publicLink')}
            value={url}
            onFocus={(e) => e.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-gray-800 text-sm"
          />
          <div className="flex gap-2">
            <CopyButton text={url} label={t('routingForms.share.copyLink')} />
            <a href={url} target="_blank" rel="noreferrer" className={buttonClassName('secondary')}>
              <ExternalLinkIcon className="size-4" />
              {t('routingForms.share.open')}
            </a>
          </div>
        </div>
      </FormSection>
      <FormSection title={t('routingForms.share.embed')} description={t('routingForms.share.embedIntro')}>
        <SnippetBuilder target={{ accessLink: form.accessLink, form: form.slug }} />
      </FormSection>
    </div>
  );
}
