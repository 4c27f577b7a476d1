/**
 * `attachment` with the file name twice: `filename*` (RFC 6266/5987) carries any name in UTF-8, and
 * the plain `filename` is an ASCII stand-in for old clients. Both the local media route and the S3
 * presigned URL send this, so a download is named the same whichever storage serves it.
 */
export function attachmentDisposition(downloadName: string): string {
  // A name is a name, not a path, and never a way to break the header.
  const name = downloadName.replace(/[\p{Cc}/\\]/gu, '_').trim() || 'download';
  const asciiName = name.replace(/[^\u0020-\u007e]|["%]/g, '_');
  const encodedName = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodedName}`;
}
