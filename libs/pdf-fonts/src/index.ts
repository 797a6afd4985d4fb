export * from './pdf-fonts';
