import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily (the form library, a screen's chunk); on a busy CI
// machine the first transform of those modules takes seconds, not the 1 s
// Testing Library waits by default. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
