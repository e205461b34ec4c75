import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@kinstory/ui';
import type { AuthService } from '../auth/AuthService.ts';
import { AppShell } from './AppShell.tsx';

/** The whole app in the browser. */
export function App({ auth }: { auth: AuthService }) {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <AppShell auth={auth} />
      </BrowserRouter>
    </ThemeProvider>
  );
}
