import { useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TemplateListPage } from '../list/template-list-page.tsx';
import { fixtureCustomQuerySource } from './custom-query.fixture.ts';

export interface CustomQueryStoryProps {
  alias: string;
  empty?: boolean;
  /** Receives the condition values of each doQuery. */
  asked?: Record<string, unknown>[];
}

/** The custom-query page's list (the list engine over the custom-query source) on fixture rows, inside a router. */
export function CustomQueryStory({ alias, empty, asked }: CustomQueryStoryProps) {
  const source = useMemo(() => fixtureCustomQuerySource({ empty, asked }), [empty, asked]);
  return (
    <MemoryRouter initialEntries={[`/statement/customQuery/${alias}`]}>
      <Routes>
        <Route path="/statement/customQuery/:alias" element={<TemplateListPage alias={alias} source={source} />} />
      </Routes>
    </MemoryRouter>
  );
}
