/** Writes `content` to the clipboard; false when the browser refuses (or has no clipboard). */
export async function copyText(content: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(content);
    return true;
  } catch {
    return false;
  }
}
