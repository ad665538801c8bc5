import { createLazyRoute } from '@tanstack/react-router';
import { ContactsPage } from '../features/contacts/components/contacts-page';

export const Route = createLazyRoute('/app/contacts')({ component: ContactsPage });
