import type { EngineDataProvider } from '../provider/engine-data-provider.ts';
import type { EngineServices } from '../provider/engine-provider.tsx';

/**
 * Engine services for stories and tests: the shell calls given, the rest inert (no user, an empty menu, no popups),
 * and a data provider whose calls reject unless given (a story draws from its memory sources).
 */
export function testEngine(overrides: Partial<Omit<EngineServices, 'data'>> & { data?: Partial<EngineDataProvider> } = {}): EngineServices {
  const given = overrides.data ?? {};
  const data = new Proxy(given, {
    get: (target, name) => (name in target ? target[name as keyof EngineDataProvider] : () => Promise.reject(new Error(`no ${String(name)} in this test`))),
  }) as EngineDataProvider;
  return {
    user: () => null,
    useMenu: () => ({ data: [], isLoading: false }),
    openProcessWindow: () => undefined,
    onFlowChanged: () => () => undefined,
    ...overrides,
    data,
  };
}
