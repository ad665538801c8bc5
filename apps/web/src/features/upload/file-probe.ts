export interface PixelSize {
  width: number;
  height: number;
}

/** Loads a file into a media element just long enough to read its size. */
function probe<T extends HTMLImageElement | HTMLVideoElement>(
  file: Blob,
  element: T,
  ready: 'load' | 'loadedmetadata',
  read: (element: T) => PixelSize,
): Promise<PixelSize> {
  const url = URL.createObjectURL(file);
  return new Promise<PixelSize>((resolve, reject) => {
    element.addEventListener(ready, () => resolve(read(element)), { once: true });
    element.addEventListener(
      'error',
      () => reject(new Error(`The file did not load as ${ready === 'load' ? 'an image' : 'a video'}`)),
      { once: true },
    );
    if (element instanceof HTMLVideoElement) element.preload = 'metadata';
    element.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** An image's size in pixels; fails when the file does not load as an image. */
export function readImageSize(file: Blob): Promise<PixelSize> {
  return probe(file, new Image(), 'load', (image) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));
}

/** A video's picture size (0×0 for sound only); fails when the file does not load as a video. */
export function readVideoSize(file: Blob): Promise<PixelSize> {
  return probe(file, document.createElement('video'), 'loadedmetadata', (video) => ({
    width: video.videoWidth,
    height: video.videoHeight,
  }));
}
