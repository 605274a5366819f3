/** The home page's markup the e2e tests rely on (src/pages/home). */
export const homePage = {
  root: '[data-testid="home-page"]',
  banner: '[data-testid="home-banner"]',
  search: '[data-testid="home-banner"] input',
  tileCount: (tile: string) => `[data-testid="status-count-${tile}"]`,
  workbench: '[data-testid="home-workbench"]',
  workbenchHandle: '[data-testid="home-workbench-handle"]',
  workbenchEntry: (key: string) => `[data-testid="home-workbench-${key}"]`,
  workbenchCount: (key: string) => `[data-testid="home-workbench-count-${key}"]`,
  footer: '[data-testid="home-footer"]',
} as const;
