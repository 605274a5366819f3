// Types for browser-page.mjs.
import type { Page } from 'playwright-core';
export declare function openBenchPage(options: { html: string; query?: string }): Promise<{
  page: Page;
  errors: string[];
  close(): Promise<void>;
}>;
