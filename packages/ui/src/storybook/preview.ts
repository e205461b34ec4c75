// Storybook's preview (.storybook/preview.tsx), on which this package's stories build their meta
// (`preview.meta(…)`). It sits outside every package, so this is the one import across a package's
// edge by a relative path that the layering lint allows (scripts/lint/layering.js).
export { default } from '../../../../.storybook/preview.tsx';
