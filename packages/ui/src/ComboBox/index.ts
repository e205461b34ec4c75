export * from './ComboBox';
