// The download is web-kit's; personal-data-api.ts still names this path.
export { saveBlob } from 'web-kit';
