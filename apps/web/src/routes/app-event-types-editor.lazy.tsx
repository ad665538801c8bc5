import { createLazyRoute } from '@tanstack/react-router';
import { EventEditorPage } from '../features/event-types/components/event-editor-page';

export const Route = createLazyRoute('/app/event-types/$eventId')({ component: EventEditorPage });
