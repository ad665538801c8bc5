import { slugifyEventName } from '@kairos/core/events/event-rules';
import { useState } from 'react';
import { TextField } from './text-field';

interface NameSlugFieldsProps {
  name: string;
  slug: string;
  onChange: (next: { name: string; slug: string }) => void;
  errors: { name?: string | undefined; slug?: string | undefined };
  placeholder: string;
  slugHint?: string;
}

/**
 * A name and its URL slug: the slug follows the name until the host edits it by hand, as the
 * new event type and new routing form dialogs ask for them.
 */
export function NameSlugFields({ name, slug, onChange, errors, placeholder, slugHint }: NameSlugFieldsProps) {
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  return (
    <>
      <TextField
        label="Name"
        name="name"
        placeholder={placeholder}
        autoFocus
        value={name}
        onChange={(event) => {
          const next = event.target.value;
          onChange({ name: next, slug: isSlugEdited ? slug : next.trim() ? slugifyEventName(next) : '' });
        }}
        error={errors.name}
      />
      <TextField
        label="URL slug"
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
}
