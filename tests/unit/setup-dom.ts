// Arco's Message / Modal.confirm / Notification need the React 19 adapter (DESIGN.md section 1).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
