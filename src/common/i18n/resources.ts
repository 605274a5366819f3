import { errors } from './errors.ts';
import { common } from './common.ts';
import { auth } from './auth.ts';
import { layout } from './layout.ts';
import { profile } from './profile.ts';
import { engine } from './engine.ts';
import { patents } from './patents.ts';
import { workflow } from './workflow.ts';
import { admin } from './admin.ts';
import { news } from './news.ts';
import { home } from './home.ts';
import { files } from './files.ts';
import { mail } from './mail.ts';
import { agency } from './agency.ts';
import { market } from './market.ts';

/** Every catalog by language and namespace; the one place client and server read UI text from. */
const areas = { errors, common, auth, layout, profile, engine, patents, workflow, admin, home, files, news, mail, agency, market } as const;
type Areas = typeof areas;
type Lang = 'zh-CN' | 'en-US';

function byLanguage(lang: Lang) {
  return Object.fromEntries(Object.entries(areas).map(([ns, area]) => [ns, area[lang]])) as {
    [K in keyof Areas]: Areas[K][Lang];
  };
}

export const resources = { 'zh-CN': byLanguage('zh-CN'), 'en-US': byLanguage('en-US') };
export type Namespace = keyof Areas;
