import { useSelector } from 'react-redux';
import { dataExportFileName, personalDataTexts } from 'shared-contracts';
import { errorStatus, selectToken, useNotify } from 'web-kit';
import { useExportDataMutation } from './personal-data-api';
import { localDate } from './local-date';

/** "Download my data": fetches the archive and saves it; `exporting` while it is being built. */
export function useExportData() {
  const token = useSelector(selectToken);
  const [exportData, { isLoading }] = useExportDataMutation();
  const notify = useNotify();

  const start = async () => {
    const result = await exportData(dataExportFileName(localDate()));
    if (!('error' in result)) return;
    // A dead token means the same as anywhere else: the host has ended the session.
    if (!(errorStatus(result.error) === 401 && token)) notify.error(personalDataTexts.exportFailed);
  };

  return { exporting: isLoading, start };
}
