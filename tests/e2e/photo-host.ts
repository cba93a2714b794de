/** Photos live on other hosts, outside this machine: the tests route this one to PIXEL. */
export const PHOTO_HOST = "https://photos.example";
/** A 1x1 PNG. */
export const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
