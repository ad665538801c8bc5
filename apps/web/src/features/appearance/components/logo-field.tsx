import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ImageField } from '../../upload/components/image-field';

/**
 * The workspace logo, uploaded to a lasting public address. Only an uploaded image is taken, so
 * public pages load no image from another site.
 */
export function LogoField(props: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (logo: string | null) => void;
}) {
  const t = useDashboardT();
  const { value, disabled, onChange } = props;
  return (
    <div>
      <ImageField
        label={t('appearance.logo.label')}
        module="APPEARANCE"
        uploadLabel={t('appearance.logo.upload')}
        removeLabel={t('appearance.logo.remove')}
        value={value}
        error={props.error}
        disabled={disabled}
        onChange={onChange}
        preview={
          value ? (
            <img
              src={value}
              alt={t('appearance.logo.current')}
              className="h-12 max-w-40 rounded border border-gray-200 object-contain p-1"
            />
          ) : (
            <span className="flex h-12 w-20 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-500">
              {t('appearance.logo.none')}
            </span>
          )
        }
      />
      <p className="mt-1.5 text-gray-500 text-sm">{t('appearance.logo.hint')}</p>
    </div>
  );
}
