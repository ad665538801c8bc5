import { createLazyRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contacts/components/contact-page';

export const Route = createLazyRoute('/app/contacts/$contactId')({ component: ContactPage });
