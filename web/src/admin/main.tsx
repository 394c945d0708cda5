import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { AdminApp } from './app';

/** The back office's entry (admin.html): no server rendering, the app draws everything. */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <AdminApp queryClient={createQueryClient()} />
  </StrictMode>,
);
