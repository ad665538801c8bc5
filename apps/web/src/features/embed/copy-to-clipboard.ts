import { toast } from 'react-hot-toast';
import { isEmbeddedInFrame } from '../shell/embedding';
import { embedContext } from './embed-context';
import { copyMessage, parentFrame } from './parent-frame';

/**
 * Copies `text`: directly when the browser lets this page, else (in a widget whose frame may not
 * write the clipboard) by asking the host page, which answers COPY_TO_CLIPBOARD with SUCCESS or ERROR.
 */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copyMessage('SUCCESS'));
  } catch {
    if (embedContext() && isEmbeddedInFrame()) parentFrame.post({ type: 'COPY_TO_CLIPBOARD', text });
    else toast.error(copyMessage('ERROR'));
  }
}
