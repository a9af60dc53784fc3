// The public face of the images domain: what the domains above it may use (lint refuses deeper imports).
export { StoredImage } from './image.entity';
export { deleteImage, imageUrl, storeImage } from './image.service';
