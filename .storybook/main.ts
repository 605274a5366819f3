import type { StorybookConfig } from '@storybook/react-vite';

/** Stories sit next to their components; the project's vite.config.ts (React plugin) is reused. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../widgets/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
