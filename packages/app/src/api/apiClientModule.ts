// Loaded on the first API call (see lazyApiClient.ts): the client and the contract's schemas.
export { createApiClient } from '@kinstory/features';
