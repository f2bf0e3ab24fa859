/** Forms generated from ruleset schemas. */
export { SchemaForm, FieldRow, type SchemaFormProps } from './SchemaForm';
export * from './draft';
export { WrapSelect } from './WrapSelect';
