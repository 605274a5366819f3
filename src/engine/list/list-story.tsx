import { useMemo } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../common/i18n/languages.ts';
import type { ImportReply } from '../../common/api/template-types.ts';
import { RegistryContext, defaultRegistry, type EngineRegistry } from '../registry/registry.ts';
import { EngineProvider, type EngineServices } from '../provider/engine-provider.tsx';
import { TemplateListPage } from './template-list-page.tsx';
import { fixtureSource, templates } from './list.fixture.ts';

export interface ListStoryProps {
  /** A template of schemas/template. */
  template: keyof typeof templates;
  /** How many fixture rows the source holds. */
  count: number;
  /** Asks the source for another alias (an unknown template). */
  alias?: string;
  registry?: EngineRegistry;
  /** Adds an import button to the template's buttons. */
  importable?: boolean;
  importReply?: ImportReply;
  /** The shell around the list (popups, flow changes); none: standalone. */
  engine?: EngineServices;
}

/** Where a button navigated, so stories and tests can see it. */
function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname + location.search}</div>;
}

/** The list page over fixture rows in memory, inside a router (buttons navigate) with a registry. */
export function ListStory({ template, count, alias, registry = defaultRegistry, importable, importReply, engine }: ListStoryProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const source = useMemo(() => fixtureSource(template, count, { lang, importReply, importable }), [template, count, lang, importReply, importable]);
  const story = (
    <RegistryContext.Provider value={registry}>
      <MemoryRouter initialEntries={[`/statement/template/preview/${template}`]}>
        <Routes>
          <Route path="/statement/template/preview/:alias" element={<TemplateListPage alias={alias ?? templates[template].alias} source={source} />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </RegistryContext.Provider>
  );
  return engine ? <EngineProvider services={engine}>{story}</EngineProvider> : story;
}
