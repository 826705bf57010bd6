/** The file as a whole cannot be read as the format asked for (wrong header, not a feed). */
export class FileFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileFormatError';
  }
}
