import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isEmbeddedInFrame } from './features/shell/embedding';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// In the mobile wrapper: the splash screen gives way to the page, other sites open in the system browser.
if ('Capacitor' in window)
  void import('./features/native/native-bridge').then((native) => native.startNativeShell());
// Inside a frame, the widget protocol (spec messages, sizing, public events) loads beside the app.
if (isEmbeddedInFrame())
  void import('./features/embed/start-embed').then((embed) => embed.startEmbed(router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
