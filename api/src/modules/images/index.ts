// The public face of the images domain: what the domains above it and the wiring (app/) may use.
export { StoredImage } from './image.entity';
export { imageRoutes } from './image.rest';
export { deleteImage, imageIdOfUrl, imageUrl, storeImage } from './image.service';
export { imagesForBackup, restoreImages } from './image-backup';
