import type { DownloadedFile } from '@publi/application';

/** Hands a downloaded export to the browser as a file to save, under its own name. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => { URL.revokeObjectURL(url); }, 0);
}
