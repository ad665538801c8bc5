import { slugifyEventName } from '@kairos/core/events/event-rules';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

interface DescriptionProps {
  value: string;
  onChange: (description: string) => void;
  error?: string | undefined;
  placeholder?: string;
}

interface NameSlugFieldsProps {
  name: string;
  slug: string;
  onChange: (next: { name: string; slug: string }) => void;
  errors: { name?: string | undefined; slug?: string | undefined };
  placeholder?: string;
  slugHint?: string;
  /**
   * A new record's slug follows its name until the host edits it by hand; an existing record's
   * slug (its public address) stays put when it is renamed.
   */
  isNew?: boolean;
  /** Name and slug side by side from the small breakpoint up. */
  isSideBySide?: boolean;
  /** A description under the name and slug, when the record has one. */
  description?: DescriptionProps;
}

/**
 * The name, URL slug and (optionally) description block of event types and routing forms: in the
 * new event type and new routing form dialogs, the event editor's basics and the form builder's
 * settings.
 */
export function NameSlugFields({
  name,
  slug,
  onChange,
  errors,
  placeholder,
  slugHint,
  isNew = true,
  isSideBySide = false,
  description,
}: NameSlugFieldsProps) {
  const t = useDashboardT();
  const [isSlugEdited, setIsSlugEdited] = useState(!isNew);
  const fields = (
    <>
      <TextField
        label={t('common.name')}
        name="name"
        placeholder={placeholder}
        autoFocus={isNew}
        value={name}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ name: next, slug: isSlugEdited ? slug : next.trim() ? slugifyEventName(next) : '' });
        }}
        error={errors.name}
      />
      <TextField
        label={t('common.urlSlug')}
        name="slug"
        value={slug}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => {
          setIsSlugEdited(true);
          onChange({ name, slug: event.target.value });
        }}
        hint={slugHint}
        error={errors.slug}
      />
    </>
  );
  return (
    <>
      {isSideBySide ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields}
      {description && (
        <TextareaField
          label={t('common.description')}
          name="description"
          rows={3}
          value={description.value}
          onChange={(event) => description.onChange(event.target.value)}
          placeholder={description.placeholder}
          error={description.error}
        />
      )}
    </>
  );
}
