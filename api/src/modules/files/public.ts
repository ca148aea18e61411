// What other domains may use of the files: checking and storing uploads, and deleting a person's.
export { deleteStoredFile } from './collect-unused.js';
export { CONTACT_PHOTO_WIDTH, createContactPhotos } from './contact-photo.js';
export { readImagePart, requireMultipart } from './read-image-part.js';
export { createFilesRepository, deleteUploadRowsOf, type FilesRepository } from './repository.js';
export { checkFileRefs } from './file-refs.js';
export { storeEncodedImage, storeImage, type ImageStore } from './store-image.js';
export { reencodeImage, STORED_JPEG, type EncodedImage } from './image.js';
// The one bound on image work in a process: a QR code's PNG waits its turn with the uploads.
export { ImageWorkBusy, imageWork } from './image-work.js';
