import { defineRemote, lazyPage } from 'web-kit';
import { teamsApi } from '../api';

/**
 * What the shell loads as `remote_teams/pages`: the console, which routes `/teams/*`, and `/join`.
 * Each is downloaded when first shown: a person opening an invitation's link needs none of the
 * console's forms, the CSV reader or the logo's cropper.
 */
const remote = defineRemote({
  api: teamsApi,
  pages: {
    Teams: lazyPage(() => import('../app/teams').then((m) => m.Teams)),
    Join: lazyPage(() => import('../features/join/components/join-page').then((m) => m.JoinPage)),
  },
});

export const { api, pages, hostContract } = remote;
export default remote;
