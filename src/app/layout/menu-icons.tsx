import type { ComponentType } from 'react';
import {
  IconApps, IconBook, IconBranch, IconCalendar, IconDashboard, IconEmail, IconExperiment, IconFile, IconHome, IconLink, IconMenu, IconNotification,
  IconSettings, IconStorage, IconTool, IconUser,
} from '@arco-design/web-react/icon';

/**
 * The icon names a menu entry may carry: the ones the shipped menus use (src/server/db/seed/demo-menus.ts) and a few
 * more, each with its Arco icon: the menu designer offers them, the shell's drop-down entries draw them.
 */
export const MENU_ICONS: Record<string, ComponentType<{ className?: string }>> = {
  home: IconHome,
  book: IconBook,
  file: IconFile,
  'bar-chart': IconDashboard,
  chart: IconDashboard,
  branch: IconBranch,
  email: IconEmail,
  user: IconUser,
  notification: IconNotification,
  experiment: IconExperiment,
  settings: IconSettings,
  calendar: IconCalendar,
  storage: IconStorage,
  link: IconLink,
  apps: IconApps,
  tool: IconTool,
};

/** The icon of a name (an unknown name: the plain menu icon). */
export function MenuIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = (name && MENU_ICONS[name]) || IconMenu;
  return <Icon className={className} />;
}
