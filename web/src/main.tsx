import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { redirectToPreferredLanguage } from './features/language/detect-language';
import './styles/global.css';

// Before the router reads the URL, so a Spanish visitor's first render is already Spanish.
redirectToPreferredLanguage();

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
