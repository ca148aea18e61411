import { defineRemote } from 'web-kit';
import { backofficeApi } from '../api';
import { Backoffice } from '../app/backoffice';

/** What the shell loads as `remote_backoffice/pages`: the console, which routes `/backoffice/*`. */
const remote = defineRemote({
  api: backofficeApi,
  pages: { Backoffice },
});

export const { api, pages, hostContract } = remote;
export default remote;
