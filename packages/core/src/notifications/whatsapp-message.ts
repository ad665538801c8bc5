import { parsePhone } from '../questions/phone-number.ts';
import { renderTemplate, type TemplateValues } from './render-template.ts';

/** The parts of an event's WhatsApp setting a message is built from. */
export interface WhatsappTemplateSetting {
  templateId: string;
  language: string;
  templateMapping: {
    header: Readonly<Record<string, string>>;
    body: Readonly<Record<string, string>>;
    button: Readonly<Record<string, string>>;
  };
}

interface TextParameter {
  type: 'text';
  text: string;
}

export type TemplateComponent =
  | { type: 'header' | 'body'; parameters: TextParameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: TextParameter[] };

/** The body of a WhatsApp Cloud API `POST /{phone-number-id}/messages` template message. */
export interface TemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components: TemplateComponent[] };
}

/** WhatsApp caps a text parameter; longer values are cut rather than refused by the API. */
const PARAMETER_MAX = 1024;

function parametersOf(mapping: Readonly<Record<string, string>>, values: TemplateValues): TextParameter[] {
  return Object.keys(mapping)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => ({
      type: 'text' as const,
      text: renderTemplate(mapping[key] ?? '', values).slice(0, PARAMETER_MAX) || '-',
    }));
}

/**
 * Builds a template message: each mapping's numbered placeholders ({{1}}, {{2}}, …) become the
 * component's parameters in number order, filled from the event variables. Button keys are the
 * button's index; each becomes a URL button's dynamic suffix.
 */
export function buildTemplateMessage(
  setting: WhatsappTemplateSetting,
  to: string,
  values: TemplateValues,
): TemplateMessage {
  const components: TemplateComponent[] = [];
  const header = parametersOf(setting.templateMapping.header, values);
  if (header.length > 0) components.push({ type: 'header', parameters: header });
  const body = parametersOf(setting.templateMapping.body, values);
  if (body.length > 0) components.push({ type: 'body', parameters: body });
  for (const index of Object.keys(setting.templateMapping.button)
    .filter((k) => /^\d+$/.test(k))
    .sort()) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index,
      parameters: parametersOf({ 1: setting.templateMapping.button[index] ?? '' }, values),
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: setting.templateId, language: { code: setting.language }, components },
  };
}

/**
 * The number to message, in the digits-only international form WhatsApp takes, or undefined when
 * the text is not a valid phone number. Numbers without a country code are read as `defaultCountry`.
 */
export function whatsappRecipient(
  text: string | null | undefined,
  defaultCountry?: string,
): string | undefined {
  if (!text?.trim()) return undefined;
  const parsed = parsePhone(text, defaultCountry ?? null);
  if (!parsed.ok) return undefined;
  return parsed.e164.replace(/^\+/, '');
}
