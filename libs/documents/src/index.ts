export { DocumentLinks } from './document-links';
export { documentLinksFrom, documentLinksProvider } from './document-links.provider';
export { type DocumentClaims, DOCUMENT_TOKEN_MAX_LENGTH, MAX_TENANT_BYTES } from './document-token';
