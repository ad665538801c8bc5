import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { isApiError } from '../features/api/api-error';
import { LanguagePicker } from '../features/booker/components/language-picker';
import { I18nProvider } from '../features/i18n/i18n-context';
import { InVisitorLanguage } from '../features/i18n/in-visitor-language';
import { pickedLanguage, visitorLocale } from '../features/i18n/language';
import { publicBrandingQuery } from '../features/public-theme/branding-query';
import { PublicPage } from '../features/public-theme/components/public-page';
import { FormNotAccessiblePage } from '../features/routing-forms/components/public/form-not-accessible';
import { RoutingFormView } from '../features/routing-forms/components/public/routing-form-view';
import { publicRoutingFormQuery } from '../features/routing-forms/public-queries';
import { RootErrorPage } from '../features/shell/components/root-error-page';

const formRoute = getRouteApi('/form/$accessLink/$slug');

function PublicRoutingFormPage() {
  const { accessLink, slug } = formRoute.useParams();
  const lang = pickedLanguage(formRoute.useSearch());
  const { data } = useSuspenseQuery(publicRoutingFormQuery(accessLink, slug));
  // The loader fetched it with the form, so the form's first paint already wears the workspace's
  // colours (its submit button among them): nothing swaps under a visitor or a contrast check.
  const { data: branding } = useSuspenseQuery(publicBrandingQuery(accessLink));
  return (
    <I18nProvider locale={visitorLocale(undefined, lang)}>
      <PublicPage appearance={branding} hideBranding>
        <RoutingFormView form={data} branding={branding} />
        <LanguagePicker />
      </PublicPage>
    </I18nProvider>
  );
}

function PublicRoutingFormError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND')
    return (
      <InVisitorLanguage>
        <FormNotAccessiblePage />
      </InVisitorLanguage>
    );
  return <RootErrorPage {...props} />;
}

export const Route = createLazyRoute('/form/$accessLink/$slug')({
  component: PublicRoutingFormPage,
  errorComponent: PublicRoutingFormError,
});
