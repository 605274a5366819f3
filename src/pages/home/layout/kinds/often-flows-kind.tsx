import { OftenFlowsPanel } from '../../../workflow/often-flows/often-flows-panel.tsx';
import type { CardKind } from './card-kind.ts';

/** The frequent-flows panel with its settings dialog (the flow centre's own, reused); it draws its own card. */
export const frequentFlowsKind: CardKind = { View: () => <OftenFlowsPanel />, empty: () => false, bare: true };
