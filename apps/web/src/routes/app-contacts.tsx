import { createRoute } from '@tanstack/react-router';
import { ContactListSearchSchema } from '../features/contacts/contact-search';
import { appRoute } from './app';

/** The workspace's contacts: search, tag filter, selection for delete and block. */
export const contactsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'contacts',
  validateSearch: ContactListSearchSchema,
}).lazy(() => import('./app-contacts.lazy').then((module) => module.Route));

/** One contact: details, tags, meetings and UTMs. */
export const contactRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'contacts/$contactId',
}).lazy(() => import('./app-contacts-detail.lazy').then((module) => module.Route));
