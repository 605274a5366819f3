export * from './versions.ts';
export * from './label.ts';
export * from './kinds/index.ts';
export { metaSchemaOf, metaSchemaText } from './meta-schema.ts';
export { validateDefinition, validateAnyDefinition, keyOf, type DefinitionProblem } from './validate-definition.ts';
export { upgradeDefinition, UpgradeError } from './upgrades/index.ts';
export { diffDefinitions, type DefinitionChange } from './diff.ts';
