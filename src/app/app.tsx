import { BrowserRouter } from 'react-router-dom';
// The theme's variables and page reset, then the shell rendered with them: plain
// CSS files, in the page before any script runs (MUI comes with the parts that use it).
import '@generated/theme-vars.css';
import '../kernel/ui/shell.css';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
