export { SecretBox, type SecretKey, parseSecretKeys } from './secret-box';
export { encryptionKeysFrom } from './encryption-keys';
