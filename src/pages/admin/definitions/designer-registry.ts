import type { ComponentType } from 'react';
import type { DefinitionProblem } from '../../../common/api/definitions.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';

/** What every designer is given: the definition text (the JSON tab edits the same text) and its problems. */
export interface DesignerProps {
  text: string;
  onChange(text: string): void;
  problems: readonly DefinitionProblem[];
  /** A problem's pointer to bring into view (the problems panel's click). */
  focus?: { pointer: string } | null;
}

/** One designer: the definition kind it edits and its component. */
export interface DesignerEntry {
  kind: DefinitionKind;
  component: ComponentType<DesignerProps>;
  /** Saving asks for a confirmation first (the business object shows the data changes it implies). */
  confirmSave?: boolean;
}

// Each designer folder registers itself in its own `designer-entry.ts`, so adding a designer touches no shared file.
const entries = import.meta.glob<DesignerEntry>('./*-designer/designer-entry.ts', { eager: true, import: 'designerEntry' });

const byKind = new Map<DefinitionKind, DesignerEntry>(Object.values(entries).map((entry) => [entry.kind, entry]));

/** The designer of a kind, or undefined when that kind is edited as JSON only. */
export function designerFor(kind: DefinitionKind): DesignerEntry | undefined {
  return byKind.get(kind);
}
