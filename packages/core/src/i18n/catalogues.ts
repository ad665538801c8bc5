import type { Catalogue } from './catalogues/en.ts';
import type { Locale } from './locales.ts';

/**
 * Each language's catalogue, loaded on demand: a page carries only the language it shows, and the
 * bundler splits every catalogue into a file of its own.
 */
export const CATALOGUE_LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('./catalogues/en.ts').then((m) => m.en),
  de: () => import('./catalogues/de.ts').then((m) => m.de),
  es: () => import('./catalogues/es.ts').then((m) => m.es),
  fr: () => import('./catalogues/fr.ts').then((m) => m.fr),
  'pt-BR': () => import('./catalogues/pt-BR.ts').then((m) => m.ptBR),
  hi: () => import('./catalogues/hi.ts').then((m) => m.hi),
};
