import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDeferredValue, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CopyButton } from '../../share-links-host/components/copy-button';
import { ColorField } from '../../ui/components/color-field';
import { RadioGroupField } from '../../ui/components/radio-group-field';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import type { EmbedOptions } from '../protocol';
import { buildSnippet, previewDocument, type SnippetMode } from '../snippet';

const MODES = [
  { value: 'inline', label: 'embedBuilder.mode.inline', description: 'embedBuilder.mode.inlineHint' },
  { value: 'popup', label: 'embedBuilder.mode.popup', description: 'embedBuilder.mode.popupHint' },
  { value: 'floating', label: 'embedBuilder.mode.floating', description: 'embedBuilder.mode.floatingHint' },
] as const satisfies readonly { value: SnippetMode; label: DashboardKey; description: DashboardKey }[];

const THEMES = [
  { value: 'light', label: 'embedBuilder.theme.light' },
  { value: 'dark', label: 'embedBuilder.theme.dark' },
] as const satisfies readonly { value: string; label: DashboardKey }[];

interface SnippetBuilderProps {
  /** The page the widget opens: an event, a routing form or a share link. */
  target: Pick<EmbedOptions, 'accessLink' | 'slug' | 'form' | 'shareLink'>;
  /** Event pages (and event share links) can hide the event's details. */
  canHideDetails?: boolean;
}

/**
 * Builds the `/embed.js` snippet for a page: a mode, a theme, a brand colour, hidden details and a
 * button text, with the snippet to copy and a live preview running the real script.
 */
export function SnippetBuilder({ target, canHideDetails = false }: SnippetBuilderProps) {
  const t = useDashboardT();
  const [mode, setMode] = useState<SnippetMode>('inline');
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  const [brandColor, setBrandColor] = useState<string | null>(null);
  const [hideEventDetails, setHideEventDetails] = useState(false);
  const [buttonText, setButtonText] = useState(() => t('embedBuilder.defaultButtonText'));
  const snippet = buildSnippet(window.location.origin, mode, {
    ...target,
    theme,
    ...(brandColor ? { brandColor } : {}),
    ...(canHideDetails && hideEventDetails ? { hideEventDetails: true } : {}),
    ...(mode === 'inline' ? {} : { buttonText }),
  });
  // Typing a button text does not reload the preview on every key.
  const preview = useDeferredValue(snippet);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-5">
        <RadioGroupField
          label={t('embedBuilder.mode')}
          value={mode}
          options={MODES.map((option) => ({
            value: option.value,
            label: t(option.label),
            description: t(option.description),
          }))}
          onChange={setMode}
          columns={1}
        />
        <RadioGroupField
          label={t('embedBuilder.theme')}
          value={theme}
          options={THEMES.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={setTheme}
          columns={2}
        />
        <ColorField
          label={t('embedBuilder.brandColour')}
          value={brandColor}
          onChange={setBrandColor}
          allowEmpty
        />
        {canHideDetails && (
          <SwitchField
            label={t('embedBuilder.hideDetails')}
            description={t('embedBuilder.hideDetailsHint')}
            isSelected={hideEventDetails}
            onChange={setHideEventDetails}
          />
        )}
        {mode !== 'inline' && (
          <TextField
            label={t('embedBuilder.buttonText')}
            name="buttonText"
            value={buttonText}
            maxLength={60}
            onChange={(e) => setButtonText(e.target.value)}
          />
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <div>
          <label htmlFor="embed-snippet" className="block font-medium text-gray-800 text-sm">
            {t('embedBuilder.snippet')}
          </label>
          <textarea
            id="embed-snippet"
            readOnly
            rows={4}
            value={snippet}
            onFocus={(e) => e.target.select()}
            className="mt-1.5 block w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-gray-800 text-xs"
          />
          <p className="mt-1.5 text-gray-600 text-xs">{t('embedBuilder.snippetHint')}</p>
        </div>
        <CopyButton text={snippet} label={t('embedBuilder.copy')} />
        <div>
          <p className="font-medium text-gray-800 text-sm">{t('embedBuilder.preview')}</p>
          <iframe
            title={t('embedBuilder.preview')}
            srcDoc={previewDocument(preview)}
            className="mt-1.5 h-[28rem] w-full rounded-lg border border-gray-300 bg-white"
          />
        </div>
      </div>
    </div>
  );
}
