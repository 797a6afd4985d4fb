export { SecretBox, type SecretKey, parseSecretKeys } from './secret-box';
