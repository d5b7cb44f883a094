/** Hands text to the browser as a file download. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; freeing it in the same task can cancel it in Chromium.
  setTimeout(() => URL.revokeObjectURL(url));
}
