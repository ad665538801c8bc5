import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatch } from '@tanstack/react-router';
import { LanguagePicker } from '../../booker/components/language-picker';
import { NotAccessiblePage } from '../../booker/components/not-accessible-page';
import { I18nProvider } from '../../i18n/i18n-context';
import { publicBrandingQuery } from '../../public-theme/branding-query';
import { PublicPage } from '../../public-theme/components/public-page';
import { RoutingFormView } from '../../routing-forms/components/public/routing-form-view';
import { shareLinkLocale } from '../share-search';
import { useShareLinkPage } from '../use-share-link-page';
import { ShareLinkExpiredPage, ShareLinkUsedUpPage } from './share-link-states';

/**
 * `/d/{shareLink}`: the event behind the link in the booker's frame, the routing form of a FORM link,
 * or why the link cannot be used.
 */
export function ShareLinkLayout() {
  const page = useShareLinkPage();
  return (
    <I18nProvider locale={shareLinkLocale(page.link, page.view, page.search)}>
      <ShareLinkPages />
    </I18nProvider>
  );
}

function ShareLinkPages() {
  const page = useShareLinkPage();
  const formLink = page.link.kind === 'FORM' ? page.link.form.accessLink : null;
  // A form's page wears the workspace's colours, its submit button among them; the route's loader
  // fetched them with the link, so the form paints in them from the start.
  const formBranding =
    useQuery({ ...publicBrandingQuery(formLink ?? ''), enabled: formLink !== null }).data ?? null;
  const thanks = useMatch({ from: '/d/$shareLink/thanks', shouldThrow: false });
  // A booking made moments ago may have used the link up; its thanks page still shows.
  const showsBooking = thanks !== undefined && page.search.attendeeId !== null;
  if (page.event || showsBooking) {
    const appearance = page.event?.appearance ?? page.view?.event?.appearance;
    return (
      <PublicPage appearance={appearance} hideBranding={appearance?.companyBranding ?? false}>
        <Outlet />
        <LanguagePicker />
      </PublicPage>
    );
  }
  if (page.link.kind === 'FORM') {
    return (
      <PublicPage appearance={formBranding} hideBranding>
        <RoutingFormView form={page.link.form} branding={formBranding} shareLink={page.shareLink} />
      </PublicPage>
    );
  }
  if (page.search.rescheduled && page.isViewLoading) return null;
  if (page.link.kind === 'EXPIRED') return <ShareLinkExpiredPage />;
  if (page.link.kind === 'LIMIT_EXCEEDED') return <ShareLinkUsedUpPage />;
  return <NotAccessiblePage />;
}
