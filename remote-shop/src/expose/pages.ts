import type { RemoteModule } from 'web-kit';
import { shopApi } from '../api';

/** What the shell loads as `remote_shop/pages`. */
const remote: RemoteModule = {
  api: shopApi,
  pages: {},
};

export const { api, pages } = remote;
export default remote;
