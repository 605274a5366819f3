// Arco's Message / Modal.confirm / Notification need the React 19 adapter (DESIGN.md section 1).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Some Arco components set state from a timer after they close (the DatePicker resets its panel 100 ms after
// its popup hides). Let those timers run while the DOM environment still exists: fired after teardown they
// throw "window is not defined", which fails the run even though every test passed.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
