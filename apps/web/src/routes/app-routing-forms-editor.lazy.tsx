import { createLazyRoute } from '@tanstack/react-router';
import { FormEditorPage } from '../features/routing-forms/components/host/form-editor-page';

export const Route = createLazyRoute('/app/routing-forms/$formId')({ component: FormEditorPage });
