export { defaultRegistry, extendRegistry, lookup, RegistryContext, useRegistry, type EngineRegistry } from './registry.ts';
export { formatters, type FormatContext, type Formatter, type FormatterName } from './formatters.tsx';
export { conditionControls, type ConditionControlName } from './condition-controls.ts';
export { UnknownEntry } from './unknown-entry.tsx';
export { DefinitionBoundary } from './definition-boundary.tsx';
