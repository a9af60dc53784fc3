import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApollo } from './apollo';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const { client, monitor } = createApollo();
monitor.start();
const router = createAppRouter();

createRoot(document.getElementById('root')!, monitor.rootOptions).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
