import { ClipboardCopy, Download } from 'lucide-react';
import { useToasts } from '@/components/toasts';
import { copyText } from '@/lib/clipboard';
import { downloadFile } from '@/lib/download';

/** The German labels and toasts of a text's two actions. */
export interface TextActionTexts {
  download: string;
  copy: string;
  copied: string;
  copiedText: string;
  copyFailed: string;
  copyFailedText: string;
}

/**
 * 'herunterladen' and 'kopieren' of a text made after a call (the recap's transcript, the owner's
 * message): a local blob URL and the clipboard, nothing leaves the tab (decision 0016). The
 * contents are built on the press, not at each render.
 */
export function TextActions({
  texts,
  file,
  copy,
  dark = false,
}: {
  texts: TextActionTexts;
  file: () => { name: string; type: string; content: string };
  copy: () => string;
  dark?: boolean;
}) {
  const toast = useToasts();
  const button = `inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
    dark
      ? 'border-white/25 text-white hover:bg-white/10'
      : 'border-slate-300 text-ink hover:bg-slate-100'
  }`;
  const download = () => {
    const { name, type, content } = file();
    downloadFile(name, content, type);
  };
  const copyToClipboard = async () => {
    if (await copyText(copy())) {
      toast.success(texts.copied, { description: texts.copiedText });
    } else {
      toast.error(texts.copyFailed, { description: texts.copyFailedText });
    }
  };
  return (
    <>
      <button type="button" className={button} onClick={download}>
        <Download aria-hidden="true" className="size-4" />
        {texts.download}
      </button>
      <button type="button" className={button} onClick={() => void copyToClipboard()}>
        <ClipboardCopy aria-hidden="true" className="size-4" />
        {texts.copy}
      </button>
    </>
  );
}
