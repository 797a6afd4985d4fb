import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiFailure } from './api/api';
import { App } from './app';
import './styles.css';

const queries = new QueryClient({
  defaultOptions: {
    // A refused call (4xx) is not retried: the seller reads the Turkish message instead.
    queries: { retry: (count, error) => !(error instanceof ApiFailure && error.status < 500) && count < 2, staleTime: 10_000 },
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queries}>
      <BrowserRouter basename="/console">
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
