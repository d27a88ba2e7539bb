/**
 * The recap's two browser actions. The transcript never leaves the tab: the download is a local
 * blob URL, the copy goes to the clipboard; no storage, no request (docs/decisions/0016).
 */

/** Saves `content` as a UTF-8 text file named `fileName`. */
export function downloadText(doc: Document, fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Writes `content` to the clipboard; false when the browser refuses (or has no clipboard). */
export async function copyText(nav: Navigator, content: string): Promise<boolean> {
  try {
    if (!nav.clipboard) return false;
    await nav.clipboard.writeText(content);
    return true;
  } catch {
    return false;
  }
}
