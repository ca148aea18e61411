import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { paths, personalDataTexts } from 'shared-contracts';
import { selectToken, sessionExpired, useNotify } from 'web-kit';
import { localDate, saveBlob } from './save-blob';
import { requestWithToken } from './token-request';

/** "Download my data": fetches the archive and saves it; `exporting` while it is being built. */
export function useExportData() {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const start = async () => {
    setExporting(true);
    try {
      const result = await requestWithToken(token, { url: paths.userExport });
      if ('error' in result) {
        // A dead token here means the same as anywhere else: the session is over.
        if (result.error.status === 401 && token) dispatch(sessionExpired());
        else notify.error(personalDataTexts.exportFailed);
        return;
      }
      saveBlob(await result.response.blob(), personalDataTexts.exportFileName(localDate()));
    } catch {
      // The answer broke off while its body was being read.
      notify.error(personalDataTexts.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, start };
}
